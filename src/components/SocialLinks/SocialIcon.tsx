import type { SocialKind } from '@/model/view';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconNames';

const ICONS: Record<SocialKind, IconName> = {
  email: 'mail',
  phone: 'phone',
  github: 'github',
  gitlab: 'gitlab',
  linkedin: 'linkedin',
  instagram: 'instagram',
  x: 'x',
  mastodon: 'mastodon',
  bluesky: 'bluesky',
  youtube: 'youtube',
  website: 'globe',
};

/** Decorative icon for a social link; the link itself carries the name. */
export function SocialIcon({ kind }: { kind: SocialKind }) {
  return <Icon name={ICONS[kind]} />;
}
