import type { IconType } from 'react-icons';
import { FaAws, FaJava, FaWindows } from 'react-icons/fa6';
import {
  SiAndroid,
  SiAndroidstudio,
  SiApple,
  SiArduino,
  SiC,
  SiCss,
  SiDocker,
  SiFigma,
  SiFirebase,
  SiGit,
  SiGithub,
  SiGithubactions,
  SiHtml5,
  SiJavascript,
  SiKotlin,
  SiLinux,
  SiMysql,
  SiNodedotjs,
  SiPhp,
  SiPostgresql,
  SiPython,
  SiRaspberrypi,
  SiReact,
  SiSpringboot,
  SiSwift,
  SiTypescript,
  SiVercel,
  SiVite,
  SiXcode,
} from 'react-icons/si';
import { VscVscode } from 'react-icons/vsc';
import type { SkillIconId } from '@/content/types';

/**
 * Where each SkillIconId's drawing comes from: the maintained icon package react-icons
 * (simple-icons, plus Font Awesome and Codicons where simple-icons has none). The Record type
 * makes a missing id a type error.
 *
 * Build-time only: scripts/icon-sprites.ts draws these into one self-hosted SVG sprite
 * (public/icons/skills.svg) so the icons cost no JavaScript in the browser.
 */
export const SKILL_ICONS: Record<SkillIconId, IconType> = {
  typescript: SiTypescript,
  javascript: SiJavascript,
  html: SiHtml5,
  css: SiCss,
  react: SiReact,
  swift: SiSwift,
  java: FaJava,
  python: SiPython,
  php: SiPhp,
  kotlin: SiKotlin,
  c: SiC,
  nodejs: SiNodedotjs,
  swiftui: SiSwift,
  vite: SiVite,
  spring: SiSpringboot,
  postgresql: SiPostgresql,
  mysql: SiMysql,
  firebase: SiFirebase,
  docker: SiDocker,
  aws: FaAws,
  githubactions: SiGithubactions,
  vercel: SiVercel,
  git: SiGit,
  github: SiGithub,
  xcode: SiXcode,
  androidstudio: SiAndroidstudio,
  vscode: VscVscode,
  figma: SiFigma,
  linux: SiLinux,
  apple: SiApple,
  windows: FaWindows,
  android: SiAndroid,
  raspberrypi: SiRaspberrypi,
  arduino: SiArduino,
};
