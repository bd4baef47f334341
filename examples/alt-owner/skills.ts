import type { SkillCategory } from '@/model/types';

/**
 * SECOND SAMPLE OWNER. Other categories than the first sample, and no spoken languages. A
 * skill's `icon` is a Simple Icons name (https://simpleicons.org); none makes a text chip.
 */
export const skillCategories: readonly SkillCategory[] = [
  {
    id: 'code',
    title: 'Languages I Write',
    groups: [
      {
        skills: [
          { name: 'TypeScript', icon: 'typescript' },
          { name: 'Kotlin', icon: 'kotlin' },
          { name: 'Rust', icon: 'rust' },
          { name: 'Python', icon: 'python' },
          { name: 'GDScript', icon: 'godotengine' },
          { name: 'SQL', icon: 'postgresql' },
        ],
      },
    ],
  },
  {
    id: 'web',
    title: 'Web & Apps',
    groups: [
      {
        title: 'Front end',
        skills: [
          { name: 'Svelte', icon: 'svelte' },
          { name: 'React', icon: 'react' },
          { name: 'Astro', icon: 'astro' },
          { name: 'D3', icon: 'd3' },
        ],
      },
      {
        title: 'Android',
        skills: [
          { name: 'Jetpack Compose', icon: 'jetpackcompose' },
          { name: 'Room' },
          { name: 'Android Studio', icon: 'androidstudio' },
        ],
      },
    ],
  },
  {
    id: 'games',
    title: 'Games & Graphics',
    groups: [
      {
        skills: [
          { name: 'Godot', icon: 'godotengine' },
          { name: 'WebAssembly', icon: 'webassembly' },
          { name: 'Blender', icon: 'blender' },
          { name: 'Aseprite', icon: 'aseprite' },
          { name: 'Shaders (GLSL)', icon: 'opengl' },
        ],
      },
    ],
  },
  {
    id: 'design',
    title: 'Design & Research',
    groups: [
      {
        skills: [
          { name: 'Figma', icon: 'figma' },
          { name: 'Usability testing' },
          { name: 'Screen-reader testing (NVDA, VoiceOver)' },
          { name: 'Paper prototyping' },
          { name: 'Typography' },
        ],
      },
    ],
  },
  {
    id: 'tools',
    title: 'Everyday Tools',
    groups: [
      {
        skills: [
          { name: 'Git', icon: 'git' },
          { name: 'Linux', icon: 'linux' },
          { name: 'Docker', icon: 'docker' },
          { name: 'GitHub Actions', icon: 'githubactions' },
        ],
      },
    ],
  },
];
