import { image } from '@/model/image';
import type { Profile, Text } from '@/model/types';

/**
 * SAMPLE CONTENT — a fictional student. Replace with your own details.
 * The name lives here only; titles, navbar, footer, metadata and the resume read it.
 * A text may be one string or one per language: `{ en: '…', tr: '…' }`.
 */
export const profile: Profile = {
  name: 'Deniz Yılmaz',
  firstName: 'Deniz',
  role: { en: 'Software Engineering Student', tr: 'Yazılım Mühendisliği Öğrencisi' },
  school: { en: 'University of Victoria', tr: 'Victoria Üniversitesi' },
  location: { en: 'Victoria, BC, Canada', tr: 'Victoria, BC, Kanada' },
  email: 'deniz.yilmaz@example.com',
  tagline: {
    en: 'I build mobile apps, websites and games that people enjoy using.',
    tr: 'İnsanların kullanmaktan keyif aldığı mobil uygulamalar, web siteleri ve oyunlar geliştiriyorum.',
  },
  about: {
    en: [
      "I'm a third-year Software Engineering student at the University of Victoria. I grew up between Istanbul and Victoria, speak English and Turkish, and have been writing code since I built my first Java game in high school.",
      'I like the whole path from an idea to something people use every day: sketching the screens, building the app, testing it with friends and shipping it. Lately that has meant Swift and SwiftUI on iOS, Java on Android and TypeScript with React on the web.',
      "Outside of class I mentor first-year students, volunteer at hackathons and tinker with Raspberry Pis. I'm looking for a co-op or internship where I can build useful software with a thoughtful team.",
    ],
    tr: [
      'Victoria Üniversitesi’nde Yazılım Mühendisliği üçüncü sınıf öğrencisiyim. İstanbul ile Victoria arasında büyüdüm, İngilizce ve Türkçe konuşuyorum. Lisede ilk Java oyunumu yazdığımdan beri kod yazıyorum.',
      'Bir fikrin, insanların her gün kullandığı bir ürüne dönüşme sürecinin tamamını seviyorum: ekranları tasarlamak, uygulamayı geliştirmek, arkadaşlarımla test etmek ve yayına almak. Son dönemde bu, iOS’ta Swift ve SwiftUI, Android’de Java, web’de ise React ile TypeScript demek oldu.',
      'Derslerin dışında birinci sınıf öğrencilerine mentorluk yapıyor, hackathon’larda gönüllü olarak çalışıyor ve Raspberry Pi’larla projeler kurcalıyorum. Özenli bir ekiple faydalı yazılımlar geliştirebileceğim bir co-op ya da staj pozisyonu arıyorum.',
    ],
  },
  avatar: image('portrait.jpg', {
    en: 'Illustrated portrait of Deniz: dark curly hair, round glasses and a teal sweater',
    tr: 'Deniz’in çizim portresi: koyu renk kıvırcık saçlar, yuvarlak gözlük ve petrol yeşili kazak',
  }),
  social: [
    {
      kind: 'email',
      label: { en: 'E-mail', tr: 'E-posta' },
      handle: 'deniz.yilmaz@example.com',
      href: 'mailto:deniz.yilmaz@example.com',
    },
    {
      kind: 'github',
      label: 'GitHub',
      handle: 'deniz-yilmaz-dev',
      href: 'https://github.com/deniz-yilmaz-dev',
    },
    {
      kind: 'linkedin',
      label: 'LinkedIn',
      handle: 'in/deniz-yilmaz-dev',
      href: 'https://www.linkedin.com/in/deniz-yilmaz-dev',
    },
    {
      kind: 'instagram',
      label: 'Instagram',
      handle: '@deniz.codes',
      href: 'https://www.instagram.com/deniz.codes',
    },
  ],
};

/** "{name}'s Portfolio": the home page title and the base of every other title. */
export const siteTitle: Text = {
  en: `${profile.name}'s Portfolio`,
  tr: `${profile.name} Portfolyosu`,
};
