import type { IconType } from 'react-icons';
import { FaEnvelope, FaGithub, FaInstagram, FaLinkedin } from 'react-icons/fa6';
import type { SocialKind } from '@/content/types';

const ICONS: Record<SocialKind, IconType> = {
  email: FaEnvelope,
  github: FaGithub,
  linkedin: FaLinkedin,
  instagram: FaInstagram,
};

/** Decorative icon for a social link; the link itself carries the name. */
export function SocialIcon({ kind }: { kind: SocialKind }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden="true" focusable="false" />;
}
