/**
 * Draws icons of the maintained icon package (react-icons) into self-hosted SVG sprites, so
 * pages reference them with <use> and ship no icon JavaScript:
 * - public/icons/ui.svg from src/components/Icon/iconSources.tsx (committed; run
 *   `npm run icons` after changing that list, a unit test fails while it is out of date);
 * - public/icons/skills.svg from the icon names the content's skills use (see
 *   content/skill-icons.ts). It is written by the content check that starts every build, test
 *   and dev server, so an owner never runs anything for it. A build also writes its own
 *   content's sprite into the site (writeSiteSkillSprite), so that a build never ships the
 *   sprite of another content folder checked in between (the tests build several side by side).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconType } from 'react-icons';
import { UI_ICONS } from '../src/components/Icon/iconSources';
import { iconSymbolId, type IconName } from '../src/components/Icon/iconNames';
import type { SkillCategory } from '../src/model/types';
import type { BuildStep } from './build-step';
import { loadContent } from './content/load';
import { skillIconsOf } from './content/skill-icons';

const ICONS_DIR = path.resolve(import.meta.dirname, '../public/icons');

export const UI_SPRITE_FILE = path.join(ICONS_DIR, 'ui.svg');
export const SKILL_SPRITE_FILE = path.join(ICONS_DIR, 'skills.svg');

const SVG = /^<svg([^>]*)>([\s\S]*)<\/svg>$/;
/** Presentation attributes of an icon's root that its drawing relies on (fill or stroke). */
const PAINT = /\b(fill|stroke|stroke-width|stroke-linecap|stroke-linejoin)="([^"]*)"/g;

/**
 * One <symbol> per icon, keeping the icon's own paint (Lucide strokes, Font Awesome fills).
 * `symbolId` names each symbol (the UI sprite's ids are prefixed, as pages carry them inline).
 */
export function buildSprite(
  icons: Record<string, IconType>,
  symbolId: (name: string) => string = (name) => name,
): string {
  const symbols = Object.entries(icons)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, IconComponent]) => {
      const markup = renderToStaticMarkup(createElement(IconComponent));
      const match = SVG.exec(markup);
      const attributes = match?.[1] ?? '';
      const viewBox = /viewBox="([^"]+)"/.exec(attributes)?.[1];
      if (!match || !viewBox) throw new Error(`icon-sprites: cannot read the icon ${id}`);
      const paint = [...attributes.matchAll(PAINT)].map((m) => `${m[1]}="${m[2]}"`).join(' ');
      return `<symbol id="${symbolId(id)}" viewBox="${viewBox}"><g ${paint}>${match[2]}</g></symbol>`;
    });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

/** The UI sprite: every interface icon, with the ids `<Icon>` refers to. */
export function buildUiSprite(): string {
  return buildSprite(UI_ICONS, (name) => iconSymbolId(name as IconName));
}

/** The skill sprite of a content's skills. */
export function buildSkillSprite(categories: readonly SkillCategory[]): string {
  return buildSprite(skillIconsOf(categories));
}

export function writeSkillSprite(categories: readonly SkillCategory[]): void {
  writeFileSync(SKILL_SPRITE_FILE, buildSkillSprite(categories));
}

/** Build step: the skill sprite of the content being built, where the pages ask for it. */
export const writeSiteSkillSprite: BuildStep = async ({ dist }) => {
  const { skillCategories } = await loadContent();
  // Where public/ puts it (the pages' SKILL_SPRITE_PATH; the component cannot be imported here).
  const file = path.join(dist, path.relative(path.dirname(ICONS_DIR), SKILL_SPRITE_FILE));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, buildSkillSprite(skillCategories));
};

if (process.argv[1] === import.meta.filename) {
  writeFileSync(UI_SPRITE_FILE, buildUiSprite());
  console.log(`icon-sprites: wrote ${path.relative(process.cwd(), UI_SPRITE_FILE)}`);
}
