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
] as const;

export type IconName = (typeof ICON_NAMES)[number];
