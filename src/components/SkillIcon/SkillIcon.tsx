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
 * One self-hosted icon per SkillIconId (simple-icons, plus Font Awesome and Codicons where
 * simple-icons has none). The Record type makes a missing id a type error.
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

export interface SkillIconProps {
  id: SkillIconId;
  /**
   * Accessible name, for an icon shown on its own. Without it the icon is decorative
   * (hidden from assistive technology) and the visible text next to it names the skill.
   */
  label?: string;
  className?: string;
}

export function SkillIcon({ id, label, className }: SkillIconProps) {
  const Icon = SKILL_ICONS[id];
  if (label) {
    return (
      <span role="img" aria-label={label} className={className}>
        <Icon aria-hidden="true" focusable="false" />
      </span>
    );
  }
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
