import { render, screen } from '@testing-library/react';
import { skillCategories } from '@/content/skills';
import type { SkillIconId } from '@/content/types';
import { readFileSync } from 'node:fs';
import { buildSprite, SPRITES } from '../../../scripts/icon-sprites';
import { SkillIcon } from './SkillIcon';
import { SKILL_ICONS } from './skillIconSources';

/** Every SkillIconId; the type check below fails to compile when an id is added but not listed. */
const ALL_IDS = Object.keys(SKILL_ICONS) as SkillIconId[];
const LISTED = [
  'typescript',
  'javascript',
  'html',
  'css',
  'react',
  'swift',
  'java',
  'python',
  'php',
  'kotlin',
  'c',
  'nodejs',
  'swiftui',
  'vite',
  'spring',
  'postgresql',
  'mysql',
  'firebase',
  'docker',
  'aws',
  'githubactions',
  'vercel',
  'git',
  'github',
  'xcode',
  'androidstudio',
  'vscode',
  'figma',
  'linux',
  'apple',
  'windows',
  'android',
  'raspberrypi',
  'arduino',
] as const satisfies readonly SkillIconId[];
const everyIdListed: Exclude<SkillIconId, (typeof LISTED)[number]> extends never ? true : false =
  true;

const idsInContent = [
  ...new Set(
    skillCategories.flatMap((c) => c.groups.flatMap((g) => g.skills.flatMap((s) => s.icon ?? []))),
  ),
];

describe('SkillIcon', () => {
  it('maps every SkillIconId to an icon', () => {
    expect(everyIdListed).toBe(true);
    expect([...ALL_IDS].sort()).toEqual([...LISTED].sort());
  });

  it.each([...LISTED])('draws %s from the sprite, which holds its drawing', (id) => {
    const { container } = render(<SkillIcon id={id} />);
    expect(container.querySelector('svg use')).toHaveAttribute('href', `/icons/skills.svg#${id}`);
    const symbol = new DOMParser()
      .parseFromString(readFileSync(SPRITES.skills.file, 'utf8'), 'image/svg+xml')
      .getElementById(id);
    expect(symbol?.tagName).toBe('symbol');
    expect(symbol?.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    expect(symbol?.querySelector('path, circle, rect, polygon')).not.toBeNull();
  });

  it('the committed sprite is up to date (run `npm run icons` after changing the icons)', () => {
    expect(readFileSync(SPRITES.skills.file, 'utf8')).toBe(buildSprite(SPRITES.skills.icons));
  });

  it('draws an icon for every skill icon used in the content', () => {
    expect(idsInContent.length).toBeGreaterThan(20);
    for (const id of idsInContent) {
      const { container, unmount } = render(<SkillIcon id={id} />);
      expect(container.querySelector('svg use'), id).toHaveAttribute(
        'href',
        `/icons/skills.svg#${id}`,
      );
      unmount();
    }
  });

  it('is decorative next to visible text', () => {
    const { container } = render(<SkillIcon id="react" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('has an accessible name when shown alone', () => {
    render(<SkillIcon id="vscode" label="VS Code" />);
    expect(screen.getByRole('img', { name: 'VS Code' })).toBeInTheDocument();
  });
});
