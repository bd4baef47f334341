import type { Text, TimelineEntry } from '@/model/types';

/** SAMPLE CONTENT. The short introduction under the Experiences page heading. */
export const timelineIntro: Text = {
  en: 'Where I have worked, studied and built things, newest first. Project entries link to screenshots and details on the Projects page.',
  tr: 'Çalıştığım, okuduğum ve bir şeyler geliştirdiğim yerler, en yeniden eskiye. Proje kayıtlarından Projeler sayfasındaki ekran görüntülerine ve ayrıntılara ulaşabilirsiniz.',
};

/**
 * SAMPLE CONTENT. Dates are `'YYYY'` or `'YYYY-MM'`, `end` may be `'Present'`; the page shows
 * entries newest first by `start`. `subtitle`, `location` and `projectId` are optional, as are
 * an education entry's `gpa` ('3.8 / 4.0') and `coursework` (a list of course names);
 * bullets take markup: `**bold**`, `*emphasis*`, `` `code` ``, `[a link](https://…)`.
 * A text may be one string or one per language: `{ en: '…', tr: '…' }` (bullets: `{ en: […], tr: […] }`).
 */
export const timeline: readonly TimelineEntry[] = [
  {
    id: 'mot',
    kind: 'project',
    start: '2026-01',
    end: 'Present',
    title: 'Money on Track',
    subtitle: {
      en: 'Personal finance app · Swift, SwiftUI',
      tr: 'Kişisel finans uygulaması · Swift, SwiftUI',
    },
    bullets: {
      en: [
        'Designed and built an iOS budgeting app with spending tracking, budgets and charts.',
        'Added Budget Buddy, an assistant that answers budget questions from the user’s own data.',
      ],
      tr: [
        'Harcama takibi, bütçeler ve grafikler sunan bir iOS bütçe uygulaması tasarlayıp geliştirdim.',
        'Bütçe sorularını kullanıcının kendi verilerinden yanıtlayan bir asistan olan Budget Buddy’yi ekledim.',
      ],
    },
    projectId: 'mot',
  },
  {
    id: 'software-intern',
    kind: 'work',
    start: '2025-05',
    end: '2025-08',
    title: { en: 'Software Developer Intern', tr: 'Yazılım Geliştirici Stajyeri' },
    subtitle: { en: 'Harbourline Health (co-op term)', tr: 'Harbourline Health (co-op dönemi)' },
    location: 'Victoria, BC',
    bullets: {
      en: [
        'Built React and TypeScript screens for a clinic booking system used by 40 clinics.',
        'Wrote end-to-end tests with Playwright that cut release regressions in half.',
        'Improved the booking page’s load time from 4.1 s to 1.3 s on mobile.',
      ],
      tr: [
        '40 kliniğin kullandığı bir randevu sistemi için React ve TypeScript ile ekranlar geliştirdim.',
        'Playwright ile yazdığım uçtan uca testlerle sürümlerdeki regresyonları yarıya indirdim.',
        'Randevu sayfasının mobildeki yüklenme süresini 4,1 saniyeden 1,3 saniyeye düşürdüm.',
      ],
    },
  },
  {
    id: 'portfolio',
    kind: 'project',
    start: '2025-03',
    end: 'Present',
    title: { en: 'Portfolio Website', tr: 'Portfolyo Web Sitesi' },
    subtitle: {
      en: 'Personal website · React, TypeScript',
      tr: 'Kişisel web sitesi · React, TypeScript',
    },
    bullets: {
      en: [
        'This site: prerendered React pages, generated from typed content, with a resume built at deploy time.',
      ],
      tr: [
        'Bu site: tip tanımlı içerikten üretilen, önceden render edilmiş React sayfaları ve yayına alınırken oluşturulan bir özgeçmiş.',
      ],
    },
    projectId: 'portfolio',
  },
  {
    id: 'teaching-assistant',
    kind: 'work',
    start: '2024-09',
    end: '2025-04',
    title: {
      en: 'Teaching Assistant, Introduction to Programming',
      tr: 'Ders Asistanı, Programlamaya Giriş',
    },
    subtitle: {
      en: 'University of Victoria, Department of Computer Science',
      tr: 'Victoria Üniversitesi, Bilgisayar Bilimleri Bölümü',
    },
    location: 'Victoria, BC',
    bullets: {
      en: [
        'Led weekly Java labs for 30 first-year students and held office hours.',
        'Wrote auto-graded practice exercises used by the whole course.',
      ],
      tr: [
        '30 birinci sınıf öğrencisine haftalık Java laboratuvarları yürüttüm ve ofis saatleri düzenledim.',
        'Dersin tamamında kullanılan, otomatik notlandırılan alıştırmalar hazırladım.',
      ],
    },
  },
  {
    id: 'jastagram',
    kind: 'project',
    start: '2024-01',
    end: '2024-04',
    title: 'Jastagram',
    subtitle: {
      en: 'Social media website · HTML, CSS, JavaScript, PHP',
      tr: 'Sosyal medya sitesi · HTML, CSS, JavaScript, PHP',
    },
    bullets: {
      en: [
        'Built a photo-sharing site with accounts, posts, likes, comments and a follow feed as a team of three.',
      ],
      tr: [
        'Üç kişilik bir ekiple hesaplar, gönderiler, beğeniler, yorumlar ve takip akışı içeren bir fotoğraf paylaşım sitesi geliştirdik.',
      ],
    },
    projectId: 'jastagram',
  },
  {
    id: 'uvic',
    kind: 'education',
    start: '2023-09',
    end: '2027-04',
    endNote: { en: '(expected)', tr: '(tahmini)' },
    title: { en: 'Bachelor of Software Engineering', tr: 'Yazılım Mühendisliği Lisansı' },
    subtitle: { en: 'University of Victoria', tr: 'Victoria Üniversitesi' },
    location: 'Victoria, BC',
    bullets: {
      en: ['Co-op program; Dean’s List 2024 and 2025.'],
      tr: ['Co-op programı; 2024 ve 2025’te Dekanlık Onur Listesi.'],
    },
    gpa: '8.1 / 9.0',
    coursework: {
      en: [
        'Data Structures and Algorithms',
        'Software Architecture',
        'Databases',
        'Human-Computer Interaction',
      ],
      tr: [
        'Veri Yapıları ve Algoritmalar',
        'Yazılım Mimarisi',
        'Veritabanları',
        'İnsan-Bilgisayar Etkileşimi',
      ],
    },
  },
  {
    id: 'mdma',
    kind: 'project',
    start: '2022-09',
    end: '2023-06',
    title: 'MountDoug Maps Android',
    subtitle: {
      en: 'School maps app · Java, Android',
      tr: 'Okul haritası uygulaması · Java, Android',
    },
    bullets: {
      en: ['Ported MountDoug Maps to Android in Java so every student could use it.'],
      tr: ['Her öğrenci kullanabilsin diye MountDoug Maps’i Java ile Android’e taşıdım.'],
    },
    projectId: 'mdma',
  },
  {
    id: 'mdmi',
    kind: 'project',
    start: '2022-01',
    end: '2022-06',
    title: 'MountDoug Maps iOS',
    subtitle: {
      en: 'School maps app · Swift, SwiftUI',
      tr: 'Okul haritası uygulaması · Swift, SwiftUI',
    },
    bullets: {
      en: [
        'Built an indoor maps app for Mount Douglas Secondary with room search and routes across floors.',
      ],
      tr: [
        'Mount Douglas Secondary için oda arama ve katlar arası rota özellikli bir iç mekân harita uygulaması geliştirdim.',
      ],
    },
    projectId: 'mdmi',
  },
  {
    id: 'robber',
    kind: 'project',
    start: '2021-09',
    end: '2021-12',
    title: 'Robber',
    subtitle: { en: '2D video game · Java', tr: '2D video oyunu · Java' },
    bullets: {
      en: ['Wrote a 2D stealth game in Java with a game loop, tile maps and guard AI.'],
      tr: [
        'Java ile oyun döngüsü, karo tabanlı haritalar ve bekçi yapay zekâsı içeren 2D bir gizlilik oyunu yazdım.',
      ],
    },
    projectId: 'robber',
  },
  {
    id: 'mount-doug',
    kind: 'education',
    start: '2019-09',
    end: '2023-06',
    title: { en: 'High School Diploma', tr: 'Lise Diploması' },
    subtitle: 'Mount Douglas Secondary School',
    location: 'Victoria, BC',
    bullets: {
      en: ['AP Computer Science A; president of the coding club.', 'Graduated with honours.'],
      tr: ['AP Computer Science A; kodlama kulübü başkanı.', 'Onur derecesiyle mezun oldum.'],
    },
  },
];
