import type { TimelineEntry } from '@/model/types';

/** SECOND SAMPLE OWNER. The short introduction under the Experiences page heading. */
export const timelineIntro =
  'Fourteen things, newest first: jobs, school, game jams and the projects in between. Some older ones only have a year, and that is fine.';

/**
 * SECOND SAMPLE OWNER. Dates are `'YYYY'` or `'YYYY-MM'`; some entries have no subtitle or no
 * bullets at all. The page sorts them newest first by `start`.
 */
export const timeline: readonly TimelineEntry[] = [
  {
    id: 'ux-intern',
    kind: 'work',
    start: '2026-05',
    end: '2026-08',
    title: 'Product Engineering Intern',
    subtitle: 'Brume Interactive',
    location: 'Montréal, QC',
    bullets: [
      'Rebuilt the settings screens of a puzzle game for **controllers, touch and keyboard** with one focus model.',
      'Wrote the studio’s first accessibility checklist, now part of every milestone review.',
    ],
  },
  {
    id: 'tidewatch',
    kind: 'project',
    start: '2026-01',
    end: '2026-04',
    title: 'Tidewatch',
    subtitle: 'Research project · Svelte, D3',
    bullets: [
      'Accessible water-level charts, supervised by Prof. Lemieux; poster at undergraduate research day.',
    ],
    projectId: 'tidewatch',
  },
  {
    id: 'velo-log',
    kind: 'project',
    start: '2025-09',
    end: 'Present',
    title: 'Vélo Log',
    subtitle: 'Android app · Kotlin, Jetpack Compose',
    bullets: ['Bike commute journal, tested with twelve riders through a Montréal winter.'],
    projectId: 'velo-log',
  },
  {
    id: 'game-jam',
    kind: 'work',
    start: '2025',
    end: 'Present',
    title: 'Co-organiser, Montréal Student Game Jam',
    bullets: [],
  },
  {
    id: 'koi-pond',
    kind: 'project',
    start: '2025-02',
    title: 'Koi Pond',
    subtitle: 'Game jam entry · TypeScript',
    bullets: ['Made in 48 hours with two friends; second place for audio.'],
    projectId: 'koi-pond',
  },
  {
    id: 'ta',
    kind: 'work',
    start: '2024-09',
    end: '2025-04',
    title: 'Teaching Assistant, Introduction to Human–Computer Interaction',
    subtitle: 'Université de Montréal, Département d’informatique et de recherche opérationnelle',
    location: 'Montréal, QC',
    bullets: [
      'Ran weekly critique sessions for 45 students, in French and English.',
      'Rewrote the usability-testing lab with the course’s [open checklist](https://angstrom-nakamura.example/hci-lab).',
    ],
  },
  {
    id: 'shelfmark',
    kind: 'project',
    start: '2024-01',
    end: '2024-06',
    title: 'Shelfmark',
    subtitle: 'Library booking website · React, Node.js',
    bullets: ['Study-room bookings for the library, about 900 a month.'],
    projectId: 'shelfmark',
  },
  {
    id: 'web-intern',
    kind: 'work',
    start: '2023-05',
    end: '2023-08',
    title: 'Web Developer Intern',
    subtitle: 'Musée des Petites Choses',
    location: 'Montréal, QC',
    bullets: [
      'Built the museum’s bilingual exhibition pages and cut their load time by half.',
      'Set up automated accessibility checks in the publishing pipeline.',
      'Photographed and catalogued 300 objects for the online collection.',
    ],
  },
  {
    id: 'boite',
    kind: 'project',
    start: '2023',
    title: 'Boîte à Boîtes',
    bullets: ['A box-pushing puzzle game in Rust, my first WebAssembly project.'],
    projectId: 'boite',
  },
  {
    id: 'udem',
    kind: 'education',
    start: '2022-09',
    end: '2027-04',
    endNote: '(expected)',
    title: 'B.Sc. Computer Science, Interaction Design minor',
    subtitle: 'Université de Montréal',
    location: 'Montréal, QC',
    bullets: [
      'Courses: Algorithms, Computer Graphics, Human–Computer Interaction, Typography for Screens.',
      'Dean’s honour list 2023, 2024 and 2025.',
    ],
  },
  {
    id: 'cafe',
    kind: 'work',
    start: '2021',
    end: '2022',
    title: 'Barista',
    subtitle: 'Kaffestugan, Uppsala',
    bullets: [],
  },
  {
    id: 'gymnasium',
    kind: 'education',
    start: '2019',
    end: '2022',
    title: 'Natural Science Programme',
    subtitle: 'Katedralskolan, Uppsala',
    location: 'Uppsala, Sweden',
    bullets: ['Final project: a tide simulator in Python, the seed of Tidewatch.'],
  },
  {
    id: 'kana-dash',
    kind: 'project',
    start: '2018',
    title: 'Kana Dash',
    subtitle: 'Typing game · JavaScript',
    bullets: [],
    projectId: 'kana-dash',
  },
  {
    id: 'first-site',
    kind: 'project',
    start: '2016',
    title: 'First website: a fan page for my cat',
    bullets: [],
  },
];
