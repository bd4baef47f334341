import type { SkillCategory } from '@/model/types';

/**
 * SAMPLE CONTENT. Every category of the specification, in the order the home page shows them.
 * A skill's `icon` is any Simple Icons name (https://simpleicons.org: the slug, e.g.
 * 'nodedotjs') or a react-icons name such as 'FaJava'; leave it out for a text chip.
 * A text may be one string or one per language: `{ en: '…', tr: '…' }`.
 */
export const skillCategories: readonly SkillCategory[] = [
  {
    id: 'languages',
    title: { en: 'Programming Languages', tr: 'Programlama Dilleri' },
    groups: [
      {
        title: { en: 'Front end', tr: 'Ön uç' },
        skills: [
          { name: 'TypeScript', icon: 'typescript' },
          { name: 'JavaScript', icon: 'javascript' },
          { name: 'HTML', icon: 'html5' },
          { name: 'CSS', icon: 'css' },
          { name: 'Swift', icon: 'swift' },
        ],
      },
      {
        title: { en: 'Back end', tr: 'Arka uç' },
        skills: [
          { name: 'Java', icon: 'FaJava' },
          { name: 'Python', icon: 'python' },
          { name: 'PHP', icon: 'php' },
          { name: 'Kotlin', icon: 'kotlin' },
          { name: 'C', icon: 'c' },
        ],
      },
    ],
  },
  {
    id: 'frameworks',
    title: { en: 'Frameworks', tr: 'Framework’ler' },
    groups: [
      {
        skills: [
          { name: 'React', icon: 'react' },
          { name: 'SwiftUI', icon: 'swift' },
          { name: 'Node.js', icon: 'nodedotjs' },
          { name: 'Spring Boot', icon: 'springboot' },
          { name: 'Vite', icon: 'vite' },
        ],
      },
    ],
  },
  {
    id: 'data',
    title: { en: 'Data & Infrastructure', tr: 'Veri ve Altyapı' },
    groups: [
      {
        skills: [
          { name: 'PostgreSQL', icon: 'postgresql' },
          { name: 'MySQL', icon: 'mysql' },
          { name: 'Docker', icon: 'docker' },
        ],
      },
    ],
  },
  {
    id: 'cloud',
    title: { en: 'Cloud & Services', tr: 'Bulut ve Servisler' },
    groups: [
      {
        skills: [
          { name: 'AWS', icon: 'FaAws' },
          { name: 'Firebase', icon: 'firebase' },
          { name: 'GitHub Actions', icon: 'githubactions' },
          { name: 'Vercel', icon: 'vercel' },
        ],
      },
    ],
  },
  {
    id: 'practices',
    title: { en: 'Practices', tr: 'Yöntemler' },
    groups: [
      {
        skills: [
          { name: 'Agile / Scrum' },
          { name: { en: 'Test-driven development', tr: 'Test güdümlü geliştirme' } },
          { name: { en: 'Code review', tr: 'Kod inceleme' } },
          { name: { en: 'Continuous integration', tr: 'Sürekli entegrasyon' } },
          { name: { en: 'Accessibility (WCAG)', tr: 'Erişilebilirlik (WCAG)' } },
        ],
      },
    ],
  },
  {
    id: 'tools',
    title: { en: 'Software Tools', tr: 'Yazılım Araçları' },
    groups: [
      {
        skills: [
          { name: 'Git', icon: 'git' },
          { name: 'GitHub', icon: 'github' },
          { name: 'Xcode', icon: 'xcode' },
          { name: 'Android Studio', icon: 'androidstudio' },
          { name: 'VS Code', icon: 'VscVscode' },
          { name: 'Figma', icon: 'figma' },
        ],
      },
    ],
  },
  {
    id: 'hardware',
    title: { en: 'Hardware', tr: 'Donanım' },
    groups: [
      {
        skills: [
          { name: 'Raspberry Pi', icon: 'raspberrypi' },
          { name: 'Arduino', icon: 'arduino' },
        ],
      },
    ],
  },
  {
    id: 'os',
    title: { en: 'Operating Systems', tr: 'İşletim Sistemleri' },
    groups: [
      {
        skills: [
          { name: 'macOS', icon: 'apple' },
          { name: 'Linux', icon: 'linux' },
          { name: 'Windows', icon: 'FaWindows' },
          { name: 'iOS', icon: 'apple' },
          { name: 'Android', icon: 'android' },
        ],
      },
    ],
  },
  {
    id: 'spoken',
    title: { en: 'Spoken Languages', tr: 'Konuşulan Diller' },
    spoken: true,
    groups: [
      {
        skills: [
          { name: { en: 'English', tr: 'İngilizce' }, note: { en: 'bilingual', tr: 'iki dilli' } },
          { name: { en: 'Turkish', tr: 'Türkçe' }, note: { en: 'bilingual', tr: 'iki dilli' } },
        ],
      },
    ],
  },
  {
    id: 'strengths',
    title: { en: 'Strengths', tr: 'Güçlü Yönler' },
    groups: [
      {
        skills: [
          { name: { en: 'Clear communication', tr: 'Açık iletişim' } },
          { name: { en: 'Teaching and mentoring', tr: 'Öğretme ve mentorluk' } },
          { name: { en: 'Attention to detail', tr: 'Ayrıntılara özen' } },
          { name: { en: 'Learning new tools quickly', tr: 'Yeni araçları hızla öğrenme' } },
        ],
      },
    ],
  },
];
