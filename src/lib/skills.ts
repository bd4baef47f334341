import type { SkillCategory } from '@/model/view';

/**
 * About one phone screen of skills: the owner's first categories (in their order) up to this
 * many skills; the others are one tap away.
 */
export const SKILLS_SHOWN_FIRST = 20;

export const skillCount = (category: SkillCategory) =>
  category.groups.reduce((sum, group) => sum + group.skills.length, 0);

/** The categories shown at once (at least one) and the ones behind "Show all". */
export function splitCategories(categories: readonly SkillCategory[]) {
  let shown = 0;
  let cut = 0;
  for (const category of categories) {
    const next = shown + skillCount(category);
    if (cut > 0 && next > SKILLS_SHOWN_FIRST) break;
    shown = next;
    cut++;
  }
  return { first: categories.slice(0, cut), rest: categories.slice(cut) };
}
