import { profile } from './profile';
import { textIn } from '@/model/localised';
import type { PageText } from '@/model/types';

/**
 * SAMPLE CONTENT. Each page's navigation label, title and description (one entry per page:
 * home, experiences, projects, writing (only shown when there are posts), aboutMe). The routes themselves are fixed (src/lib/routeTable.ts).
 * A text may be one string or one per language: `{ en: '…', tr: '…' }`. To put a text that may
 * be translated (`profile.role`) into a sentence, write the sentence per language with
 * `textIn(profile.role, 'en')`, or once for every language as localised`a ${profile.role}`
 * (src/model/localised.ts); in a plain template string it would read "[object Object]".
 */

export const pages: readonly PageText[] = [
  {
    id: 'home',
    navLabel: { en: 'Home', tr: 'Ana Sayfa' },
    titleSuffix: null,
    description: {
      en: `Portfolio of ${profile.name}, a ${textIn(profile.role, 'en')} at the ${textIn(profile.school, 'en')}: projects, skills, experience and contact.`,
      tr: `${profile.name} portfolyosu: ${textIn(profile.school, 'tr')} ${textIn(profile.role, 'tr')}. Projeler, yetenekler, deneyim ve iletişim bilgileri.`,
    },
  },
  {
    id: 'experiences',
    navLabel: { en: 'Experiences', tr: 'Deneyimler' },
    titleSuffix: { en: 'Experiences', tr: 'Deneyimler' },
    description: {
      en: `A timeline of the work, study and projects of ${profile.name}: internships, teaching assistant work, university and the apps and games built along the way.`,
      tr: `${profile.name}: iş, eğitim ve projelerden oluşan bir zaman çizelgesi. Stajlar, ders asistanlığı, üniversite ve bu süreçte geliştirilen uygulamalar ile oyunlar.`,
    },
  },
  {
    id: 'projects',
    navLabel: { en: 'Projects', tr: 'Projeler' },
    titleSuffix: { en: 'Projects', tr: 'Projeler' },
    description: {
      en: `Mobile apps, games and websites by ${profile.name}, with screenshots: Money on Track, MountDoug Maps for iOS and Android, Jastagram, Robber and this portfolio.`,
      tr: `${profile.name}: ekran görüntüleriyle mobil uygulamalar, oyunlar ve web siteleri. Money on Track, iOS ve Android için MountDoug Maps, Jastagram, Robber ve bu portfolyo.`,
    },
  },
  {
    id: 'writing',
    navLabel: { en: 'Writing', tr: 'Yazılar' },
    titleSuffix: { en: 'Writing', tr: 'Yazılar' },
    description: {
      en: `Case studies and notes by ${profile.name}: how MountDoug Maps came to Android, what made a booking page slow, and what teaching Java taught.`,
      tr: `${profile.name} tarafından vaka çalışmaları ve notlar: MountDoug Maps'in Android'e taşınması, bir rezervasyon sayfasını neyin yavaşlattığı ve Java öğretmenin öğrettikleri.`,
    },
  },
  {
    id: 'aboutMe',
    navLabel: { en: 'About Me', tr: 'Hakkımda' },
    titleSuffix: { en: 'About Me', tr: 'Hakkımda' },
    description: {
      en: `About ${profile.name}: background, resume (PDF) and a contact form to get in touch about internships, co-op positions and collaborations.`,
      tr: `${profile.name} hakkında: kısa bir tanıtım, özgeçmiş (PDF) ve staj, co-op pozisyonları ya da iş birlikleri için iletişim formu.`,
    },
  },
];
