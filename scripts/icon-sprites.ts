/**
 * Draws the icons of the maintained icon package (react-icons) into self-hosted SVG sprites, so
 * pages reference them with <use> and ship no icon JavaScript:
 * - public/icons/skills.svg from src/components/SkillIcon/skillIconSources.tsx
 * - public/icons/ui.svg from src/components/Icon/iconSources.tsx
 * Run `npm run icons` after changing either list; a unit test fails while a committed sprite
 * is out of date.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconType } from 'react-icons';
import { UI_ICONS } from '../src/components/Icon/iconSources';
import { SKILL_ICONS } from '../src/components/SkillIcon/skillIconSources';

const ICONS_DIR = path.resolve(import.meta.dirname, '../public/icons');

export const SPRITES: Record<'skills' | 'ui', { file: string; icons: Record<string, IconType> }> = {
  skills: { file: path.join(ICONS_DIR, 'skills.svg'), icons: SKILL_ICONS },
  ui: { file: path.join(ICONS_DIR, 'ui.svg'), icons: UI_ICONS },
};

const SVG = /^<svg([^>]*)>([\s\S]*)<\/svg>$/;
/** Presentation attributes of an icon's root that its drawing relies on (fill or stroke). */
const PAINT = /\b(fill|stroke|stroke-width|stroke-linecap|stroke-linejoin)="([^"]*)"/g;

/** One <symbol> per icon, keeping the icon's own paint (Lucide strokes, Font Awesome fills). */
export function buildSprite(icons: Record<string, IconType>): string {
  const symbols = Object.entries(icons)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, IconComponent]) => {
      const markup = renderToStaticMarkup(createElement(IconComponent));
      const match = SVG.exec(markup);
      const attributes = match?.[1] ?? '';
      const viewBox = /viewBox="([^"]+)"/.exec(attributes)?.[1];
      if (!match || !viewBox) throw new Error(`icon-sprites: cannot read the icon ${id}`);
      const paint = [...attributes.matchAll(PAINT)].map((m) => `${m[1]}="${m[2]}"`).join(' ');
      return `<symbol id="${id}" viewBox="${viewBox}"><g ${paint}>${match[2]}</g></symbol>`;
    });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (process.argv[1] === import.meta.filename) {
  for (const { file, icons } of Object.values(SPRITES)) {
    writeFileSync(file, buildSprite(icons));
    console.log(`icon-sprites: wrote ${path.relative(process.cwd(), file)}`);
  }
}
