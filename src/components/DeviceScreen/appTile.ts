import type { ImageAsset, Project } from '@/model/view';

/** The width of an app icon on a drawn device (`.tile` in DeviceScreen.module.css), in rem. */
export const TILE_REM = 3.5;

/**
 * The picture an app icon shows: the project's own `icon`; without one a crop of its first
 * screenshot; without screenshots a crop of its card picture. Never letters.
 */
export function tilePictureOf(
  project: Pick<Project, 'icon' | 'screens' | 'cardImage'>,
): ImageAsset {
  return project.icon ?? project.screens[0]?.image ?? project.cardImage;
}

/**
 * `sizes` of an icon's picture: the tile's width, or more for a wide picture, which a square
 * tile crops (`object-fit: cover` draws it as tall as the tile).
 */
export function tileSizes(picture: ImageAsset): string {
  const aspect = picture.file && picture.file.h > 0 ? picture.file.w / picture.file.h : 1;
  return `${(TILE_REM * Math.max(1, aspect)).toFixed(2)}rem`;
}
