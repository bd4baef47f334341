import type { SkillCategory } from '@/model/types';

/**
 * SAMPLE CONTENT. Every category of the specification, in the order the home page shows them.
 * A skill's `icon` is any Simple Icons name (https://simpleicons.org: the slug, e.g.
 * 'nodedotjs') or a react-icons name such as 'FaJava'; leave it out for a text chip.
 */
export const skillCategories: readonly SkillCategory[] = [
  {
    id: 'languages',
    title: 'Programming Languages',
    groups: [
      {
        title: 'Front end',
        skills: [
          { name: 'TypeScript', icon: 'typescript' },
          { name: 'JavaScript', icon: 'javascript' },
          { name: 'HTML', icon: 'html5' },
          { name: 'CSS', icon: 'css' },
          { name: 'Swift', icon: 'swift' },
        ],
      },
      {
        title: 'Back end',
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
    title: 'Frameworks',
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
    title: 'Data & Infrastructure',
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
    title: 'Cloud & Services',
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
    title: 'Practices',
    groups: [
      {
        skills: [
          { name: 'Agile / Scrum' },
          { name: 'Test-driven development' },
          { name: 'Code review' },
          { name: 'Continuous integration' },
          { name: 'Accessibility (WCAG)' },
        ],
      },
    ],
  },
  {
    id: 'tools',
    title: 'Software Tools',
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
    title: 'Hardware',
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
    title: 'Operating Systems',
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
    title: 'Spoken Languages',
    groups: [
      {
        skills: [
          { name: 'English', note: 'bilingual' },
          { name: 'Turkish', note: 'bilingual' },
        ],
      },
    ],
  },
  {
    id: 'strengths',
    title: 'Strengths',
    groups: [
      {
        skills: [
          { name: 'Clear communication' },
          { name: 'Teaching and mentoring' },
          { name: 'Attention to detail' },
          { name: 'Learning new tools quickly' },
        ],
      },
    ],
  },
];
