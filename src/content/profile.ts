import { image } from '@/model/image';
import type { Profile } from '@/model/types';

/**
 * SAMPLE CONTENT — a fictional student. Replace with your own details.
 * The name lives here only; titles, navbar, footer, metadata and the resume read it.
 */
export const profile: Profile = {
  name: 'Deniz Yılmaz',
  firstName: 'Deniz',
  role: 'Software Engineering Student',
  school: 'University of Victoria',
  location: 'Victoria, BC, Canada',
  email: 'deniz.yilmaz@example.com',
  tagline: 'I build mobile apps, websites and games that people enjoy using.',
  about: [
    "I'm a third-year Software Engineering student at the University of Victoria. I grew up between Istanbul and Victoria, speak English and Turkish, and have been writing code since I built my first Java game in high school.",
    'I like the whole path from an idea to something people use every day: sketching the screens, building the app, testing it with friends and shipping it. Lately that has meant Swift and SwiftUI on iOS, Java on Android and TypeScript with React on the web.',
    "Outside of class I mentor first-year students, volunteer at hackathons and tinker with Raspberry Pis. I'm looking for a co-op or internship where I can build useful software with a thoughtful team.",
  ],
  avatar: image(
    'portrait.jpg',
    'Illustrated portrait of Deniz: dark curly hair, round glasses and a teal sweater',
  ),
  social: [
    {
      kind: 'email',
      label: 'E-mail',
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
export const siteTitle = `${profile.name}'s Portfolio`;
