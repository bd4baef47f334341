import { render, screen } from '@testing-library/react';
import { skillCategories } from '@/test/content';
import { buildSkillSprite } from '../../../scripts/icon-sprites';
import { skillIconNames } from '../../../scripts/content/skill-icons';
import { SkillIcon } from './SkillIcon';

/** The icon names the content's skills use: the test follows the content, whatever it names. */
const namesInContent = skillIconNames(skillCategories);
const sprite = new DOMParser().parseFromString(buildSkillSprite(skillCategories), 'image/svg+xml');

describe('SkillIcon', () => {
  it.each(namesInContent)('draws %s from the sprite, which holds its drawing', (name) => {
    const { container } = render(<SkillIcon id={name} />);
    expect(container.querySelector('svg use')).toHaveAttribute('href', `/icons/skills.svg#${name}`);
    const symbol = sprite.getElementById(name);
    expect(symbol?.tagName).toBe('symbol');
    expect(symbol?.getAttribute('viewBox')).toMatch(/^[\d.]+ [\d.]+ [\d.]+ [\d.]+$/);
    expect(symbol?.querySelector('path, circle, rect, polygon')).not.toBeNull();
  });

  it('the sprite holds exactly the icons the content names', () => {
    const ids = [...sprite.querySelectorAll('symbol')].map((s) => s.id);
    expect(ids.sort()).toEqual([...namesInContent].sort());
  });

  it('is decorative next to visible text', () => {
    const { container } = render(<SkillIcon id="any-name" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('has an accessible name when shown alone', () => {
    render(<SkillIcon id="any-name" label="Any name" />);
    expect(screen.getByRole('img', { name: 'Any name' })).toBeInTheDocument();
  });
});
