import type { ProjectSection } from '@/model/view';

/** A screen's shape when the section's screenshots do not tell (width ÷ height). */
export const DEFAULT_SCREEN_ASPECT = { phone: 9 / 19.5, desktop: 16 / 10 } as const;

/**
 * The shape of a section's drawn screen: the most common shape of its screenshots (so most
 * fill it exactly; the others are cropped a little at the bottom), kept within what a real
 * phone or monitor could be.
 */
export function screenAspectOf(
  section: Pick<ProjectSection, 'device'>,
  projects: readonly { screens: readonly { image: { file?: { w: number; h: number } } }[] }[],
): number {
  const counts = new Map<string, number>();
  for (const project of projects) {
    for (const { image } of project.screens) {
      if (!image.file || image.file.h === 0) continue;
      const key = (image.file.w / image.file.h).toFixed(3);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]));
  const aspect = best ? Number(best[0]) : DEFAULT_SCREEN_ASPECT[section.device];
  const [min, max] = section.device === 'phone' ? [0.4, 0.75] : [1.2, 2.4];
  return Math.min(max, Math.max(min, aspect));
}

/**
 * The open app's window on the drawn monitor, as a share of the screen's shape: it leaves 2.5 %
 * of the screen at each side and 2.5 % above, 9 % below (DeviceScreen.module.css, `.openApp`).
 */
export const DESKTOP_WINDOW_SHAPE = 0.95 / 0.885;
