// @vitest-environment node
import type { SkillCategory } from '@/model/view';
import { SKILLS_SHOWN_FIRST, skillCount, splitCategories } from './skills';

const category = (id: string, count: number): SkillCategory => ({
  id,
  title: id,
  groups: [{ skills: Array.from({ length: count }, (_, i) => ({ name: `${id}-${i}` })) }],
});

describe('splitCategories', () => {
  it(`shows categories in order up to ${SKILLS_SHOWN_FIRST} skills; the rest wait`, () => {
    const all = [category('a', 8), category('b', 8), category('c', 8), category('d', 2)];
    const { first, rest } = splitCategories(all);
    expect(first.map((c) => c.id)).toEqual(['a', 'b']);
    expect(rest.map((c) => c.id)).toEqual(['c', 'd']);
    expect(first.reduce((n, c) => n + skillCount(c), 0)).toBeLessThanOrEqual(SKILLS_SHOWN_FIRST);
  });

  it('always shows the first category, however long, and hides nothing when all fit', () => {
    expect(splitCategories([category('big', 50), category('b', 1)]).first).toHaveLength(1);
    expect(splitCategories([category('a', 3), category('b', 3)]).rest).toEqual([]);
    expect(splitCategories([])).toEqual({ first: [], rest: [] });
  });
});
