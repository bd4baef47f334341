import type { TimelineEntry } from '@/model/types';

/** SAMPLE CONTENT. The short introduction under the Experiences page heading. */
export const timelineIntro =
  'Where I have worked, studied and built things, newest first. Project entries link to screenshots and details on the Projects page.';

/**
 * SAMPLE CONTENT. Dates are `'YYYY'` or `'YYYY-MM'`, `end` may be `'Present'`; the page shows
 * entries newest first by `start`. `subtitle`, `location` and `projectId` are optional;
 * bullets take markup: `**bold**`, `*emphasis*`, `` `code` ``, `[a link](https://…)`.
 */
export const timeline: readonly TimelineEntry[] = [
  {
    id: 'mot',
    kind: 'project',
    start: '2026-01',
    end: 'Present',
    title: 'Money on Track',
    subtitle: 'Personal finance app · Swift, SwiftUI',
    bullets: [
      'Designed and built an iOS budgeting app with spending tracking, budgets and charts.',
      'Added Budget Buddy, an assistant that answers budget questions from the user’s own data.',
    ],
    projectId: 'mot',
  },
  {
    id: 'software-intern',
    kind: 'work',
    start: '2025-05',
    end: '2025-08',
    title: 'Software Developer Intern',
    subtitle: 'Harbourline Health (co-op term)',
    location: 'Victoria, BC',
    bullets: [
      'Built React and TypeScript screens for a clinic booking system used by 40 clinics.',
      'Wrote end-to-end tests with Playwright that cut release regressions in half.',
      'Improved the booking page’s load time from 4.1 s to 1.3 s on mobile.',
    ],
  },
  {
    id: 'portfolio',
    kind: 'project',
    start: '2025-03',
    end: 'Present',
    title: 'Portfolio Website',
    subtitle: 'Personal website · React, TypeScript',
    bullets: [
      'This site: prerendered React pages, generated from typed content, with a resume built at deploy time.',
    ],
    projectId: 'portfolio',
  },
  {
    id: 'teaching-assistant',
    kind: 'work',
    start: '2024-09',
    end: '2025-04',
    title: 'Teaching Assistant, Introduction to Programming',
    subtitle: 'University of Victoria, Department of Computer Science',
    location: 'Victoria, BC',
    bullets: [
      'Led weekly Java labs for 30 first-year students and held office hours.',
      'Wrote auto-graded practice exercises used by the whole course.',
    ],
  },
  {
    id: 'jastagram',
    kind: 'project',
    start: '2024-01',
    end: '2024-04',
    title: 'Jastagram',
    subtitle: 'Social media website · HTML, CSS, JavaScript, PHP',
    bullets: [
      'Built a photo-sharing site with accounts, posts, likes, comments and a follow feed as a team of three.',
    ],
    projectId: 'jastagram',
  },
  {
    id: 'uvic',
    kind: 'education',
    start: '2023-09',
    end: '2027-04',
    endNote: '(expected)',
    title: 'Bachelor of Software Engineering',
    subtitle: 'University of Victoria',
    location: 'Victoria, BC',
    bullets: [
      'Co-op program; Dean’s List 2024 and 2025.',
      'Courses: Data Structures and Algorithms, Software Architecture, Databases, Human-Computer Interaction.',
    ],
  },
  {
    id: 'mdma',
    kind: 'project',
    start: '2022-09',
    end: '2023-06',
    title: 'MountDoug Maps Android',
    subtitle: 'School maps app · Java, Android',
    bullets: ['Ported MountDoug Maps to Android in Java so every student could use it.'],
    projectId: 'mdma',
  },
  {
    id: 'mdmi',
    kind: 'project',
    start: '2022-01',
    end: '2022-06',
    title: 'MountDoug Maps iOS',
    subtitle: 'School maps app · Swift, SwiftUI',
    bullets: [
      'Built an indoor maps app for Mount Douglas Secondary with room search and routes across floors.',
    ],
    projectId: 'mdmi',
  },
  {
    id: 'robber',
    kind: 'project',
    start: '2021-09',
    end: '2021-12',
    title: 'Robber',
    subtitle: '2D video game · Java',
    bullets: ['Wrote a 2D stealth game in Java with a game loop, tile maps and guard AI.'],
    projectId: 'robber',
  },
  {
    id: 'mount-doug',
    kind: 'education',
    start: '2019-09',
    end: '2023-06',
    title: 'High School Diploma',
    subtitle: 'Mount Douglas Secondary School',
    location: 'Victoria, BC',
    bullets: ['AP Computer Science A; president of the coding club.', 'Graduated with honours.'],
  },
];
