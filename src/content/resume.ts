import type { ResumeInfo } from '@/model/types';

/**
 * SAMPLE CONTENT. The resume PDF is generated at build time from this and the other modules.
 * A text may be one string or one per language: `{ en: '…', tr: '…' }`.
 */
export const resume: ResumeInfo = {
  fileName: { en: 'Deniz-Yilmaz-Resume.pdf', tr: 'Deniz-Yilmaz-Ozgecmis.pdf' },
  summary: {
    en: 'Software Engineering student with co-op experience in React and TypeScript, and shipped mobile apps in Swift and Java. Enjoys building fast, accessible products and teaching others to code.',
    tr: 'React ve TypeScript ile co-op deneyimi olan, Swift ve Java ile geliştirdiği mobil uygulamaları yayına almış Yazılım Mühendisliği öğrencisi. Hızlı ve erişilebilir ürünler geliştirmeyi ve başkalarına kod yazmayı öğretmeyi seviyor.',
  },
};
