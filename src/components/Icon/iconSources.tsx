import type { IconType } from 'react-icons';
import {
  FaBluesky,
  FaCircleCheck,
  FaCircleExclamation,
  FaEnvelope,
  FaFileArrowDown,
  FaGithub,
  FaGitlab,
  FaGlobe,
  FaInstagram,
  FaLinkedin,
  FaLocationDot,
  FaMastodon,
  FaPhone,
  FaXTwitter,
  FaYoutube,
} from 'react-icons/fa6';
import {
  LuArrowRight,
  LuBriefcase,
  LuChevronLeft,
  LuChevronRight,
  LuCode,
  LuDownload,
  LuGithub,
  LuGraduationCap,
  LuMapPin,
  LuMenu,
  LuMonitor,
  LuMoon,
  LuRss,
  LuSun,
  LuX,
} from 'react-icons/lu';
import type { IconName } from './iconNames';

/**
 * Where each interface icon's drawing comes from: the maintained icon package react-icons
 * (Lucide for interface glyphs, Font Awesome for brands and filled symbols). The Record type
 * makes a missing name a type error.
 *
 * Build-time only: `npm run icons` (scripts/icon-sprites.ts) draws these into the self-hosted
 * sprite public/icons/ui.svg, so icons cost no JavaScript in the browser.
 */
export const UI_ICONS: Record<IconName, IconType> = {
  menu: LuMenu,
  close: LuX,
  'chevron-left': LuChevronLeft,
  'chevron-right': LuChevronRight,
  'arrow-right': LuArrowRight,
  download: LuDownload,
  'file-download': FaFileArrowDown,
  github: FaGithub,
  'source-code': LuGithub,
  linkedin: FaLinkedin,
  instagram: FaInstagram,
  mail: FaEnvelope,
  phone: FaPhone,
  globe: FaGlobe,
  x: FaXTwitter,
  mastodon: FaMastodon,
  bluesky: FaBluesky,
  youtube: FaYoutube,
  gitlab: FaGitlab,
  'map-pin': LuMapPin,
  location: FaLocationDot,
  briefcase: LuBriefcase,
  code: LuCode,
  'graduation-cap': LuGraduationCap,
  'check-circle': FaCircleCheck,
  'alert-circle': FaCircleExclamation,
  sun: LuSun,
  moon: LuMoon,
  monitor: LuMonitor,
  rss: LuRss,
};
