import type { SocialKind } from '@/content/types';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconNames';

const ICONS: Record<SocialKind, IconName> = {
  email: 'mail',
  github: 'github',
  linkedin: 'linkedin',
  instagram: 'instagram',
};

/** Decorative icon for a social link; the link itself carries the name. */
export function SocialIcon({ kind }: { kind: SocialKind }) {
  return <Icon name={ICONS[kind]} />;
}
