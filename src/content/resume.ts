import type { ResumeInfo } from '@/model/types';

/** SAMPLE CONTENT. The resume PDF is generated at build time from this and the other modules. */
export const resume: ResumeInfo = {
  fileName: 'Deniz-Yilmaz-Resume.pdf',
  summary:
    'Software Engineering student with co-op experience in React and TypeScript, and shipped mobile apps in Swift and Java. Enjoys building fast, accessible products and teaching others to code.',
};
