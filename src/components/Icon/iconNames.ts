/** Names of the interface icons in the sprite public/icons/ui.svg (see iconSources.tsx). */
export const ICON_NAMES = [
  'menu',
  'close',
  'chevron-left',
  'chevron-right',
  'arrow-right',
  'download',
  'file-download',
  'github',
  'source-code',
  'linkedin',
  'instagram',
  'mail',
  'phone',
  'globe',
  'x',
  'mastodon',
  'bluesky',
  'youtube',
  'gitlab',
  'map-pin',
  'location',
  'briefcase',
  'code',
  'graduation-cap',
  'check-circle',
  'alert-circle',
  'sun',
  'moon',
  'monitor',
  'rss',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/**
 * The id of an icon's <symbol>. Pages carry the symbols they draw inline (see IconSprite), so
 * the prefix keeps them apart from the page's own ids (a project or section called "code").
 */
export function iconSymbolId(name: IconName): string {
  return `icon-${name}`;
}
