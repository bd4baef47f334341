/**
 * Draws every skill icon of src/components/SkillIcon/skillIconSources.tsx into one SVG sprite,
 * public/icons/skills.svg (a <symbol> per SkillIconId). Run `npm run icons` after changing the
 * icon list; a unit test fails while the committed sprite is out of date.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SKILL_ICONS } from '../src/components/SkillIcon/skillIconSources';

export const SPRITE_FILE = path.resolve(import.meta.dirname, '../public/icons/skills.svg');

const SVG = /^<svg([^>]*)>([\s\S]*)<\/svg>$/;

/** The sprite's text: deterministic, sorted by id. */
export function buildSkillSprite(): string {
  const symbols = Object.entries(SKILL_ICONS)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, Icon]) => {
      const markup = renderToStaticMarkup(createElement(Icon));
      const match = SVG.exec(markup);
      const viewBox = /viewBox="([^"]+)"/.exec(match?.[1] ?? '')?.[1];
      if (!match || !viewBox) throw new Error(`skill-icon-sprite: cannot read the icon ${id}`);
      return `<symbol id="${id}" viewBox="${viewBox}">${match[2]}</symbol>`;
    });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(SPRITE_FILE, buildSkillSprite());
  console.log(`skill-icon-sprite: wrote ${path.relative(process.cwd(), SPRITE_FILE)}`);
}
