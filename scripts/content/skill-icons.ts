/**
 * Skill icons by name, no code: a skill's `icon` in content is any Simple Icons name (its slug,
 * e.g. 'typescript', 'nodedotjs', 'html5'; see https://simpleicons.org) or any react-icons
 * component name of the sets below (e.g. 'FaJava' for brands Simple Icons no longer carries).
 * Simple Icons come through react-icons' `si` set (3,400+ brands), which the site already uses
 * for its sprites, so no second icon package is needed. The build draws exactly the icons the
 * content uses into the self-hosted sprite public/icons/skills.svg (see icon-sprites.ts).
 */
import { distance } from 'fastest-levenshtein';
import type { IconType } from 'react-icons';
import * as devicons from 'react-icons/di';
import * as fontAwesome from 'react-icons/fa6';
import * as simpleIcons from 'react-icons/si';
import * as tabler from 'react-icons/tb';
import * as codicons from 'react-icons/vsc';
import type { SkillCategory } from '../../src/model/types';

/** react-icons sets an icon may also be named from, by component name prefix. */
const OTHER_SETS: Record<string, Record<string, unknown>> = {
  Fa: fontAwesome,
  Vsc: codicons,
  Di: devicons,
  Tb: tabler,
};

function iconsOf(set: Record<string, unknown>): [string, IconType][] {
  return Object.entries(set).filter(
    (entry): entry is [string, IconType] => typeof entry[1] === 'function',
  );
}

let byName: Map<string, IconType> | undefined;

/** Every name content may use: Simple Icons slugs, then react-icons component names. */
export function iconNames(): Map<string, IconType> {
  if (byName) return byName;
  byName = new Map();
  for (const [component, icon] of iconsOf(simpleIcons)) {
    byName.set(component.slice(2).toLowerCase(), icon);
    byName.set(component, icon);
  }
  for (const set of Object.values(OTHER_SETS))
    for (const [component, icon] of iconsOf(set)) byName.set(component, icon);
  return byName;
}

export function resolveSkillIcon(name: string): IconType | undefined {
  return iconNames().get(name);
}

/** Whether `short`'s letters appear in `long` in order ('nodejs' in 'nodedotjs'). */
function isSubsequence(short: string, long: string): boolean {
  let at = 0;
  for (const char of long) if (char === short[at]) at += 1;
  return at === short.length;
}

/**
 * The Simple Icons slugs nearest to an unknown name (for the content check's message): edit
 * distance, with a bonus for a slug that holds the name's letters in order. The name is first
 * written the way Simple Icons writes slugs ('Node.js' → 'nodedotjs', 'C++' → 'cplusplus').
 */
export function closestIconNames(name: string, count = 3): string[] {
  const wanted = name
    .toLowerCase()
    .replaceAll('.', 'dot')
    .replaceAll('+', 'plus')
    .replaceAll('#', 'sharp')
    .replace(/[^a-z0-9]/g, '');
  const names = [...iconNames().keys()];
  // Brands Simple Icons dropped (Java, AWS, …) may still be in another set: 'FaJava'.
  const sameNameElsewhere = names.filter((key) =>
    Object.keys(OTHER_SETS).some(
      (prefix) => key.startsWith(prefix) && key.slice(prefix.length).toLowerCase() === wanted,
    ),
  );
  const slugs = names.filter((key) => key === key.toLowerCase());
  const nearest = slugs
    .map((slug) => ({
      slug,
      score: distance(wanted, slug) - (isSubsequence(wanted, slug) ? 2 : 0),
    }))
    .sort((a, b) => a.score - b.score || a.slug.length - b.slug.length);
  const close = nearest.filter(({ score }) => score <= 1).map(({ slug }) => slug);
  const rest = nearest.filter(({ score }) => score > 1).map(({ slug }) => slug);
  return [...close, ...sameNameElsewhere, ...rest].slice(0, count);
}

/** The icon names the content's skills use, each once, in order of appearance. */
export function skillIconNames(categories: readonly SkillCategory[]): string[] {
  return [
    ...new Set(
      categories.flatMap((c) => c.groups.flatMap((g) => g.skills.flatMap((s) => s.icon ?? []))),
    ),
  ];
}

/** The drawings of the content's skill icons, by name; unknown names are left out. */
export function skillIconsOf(categories: readonly SkillCategory[]): Record<string, IconType> {
  return Object.fromEntries(
    skillIconNames(categories).flatMap((name) => {
      const icon = resolveSkillIcon(name);
      return icon ? [[name, icon]] : [];
    }),
  );
}
