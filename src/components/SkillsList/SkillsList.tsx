import type { Skill, SkillCategory } from '@/model/view';
import { AfterHydration } from '../AfterHydration/AfterHydration';
import { SkillIcon } from '../SkillIcon/SkillIcon';
import { skillCount, splitCategories } from '@/lib/skills';
import { fill, plural } from '@/i18n/fill';
import { useStrings } from '@/i18n/SiteContext';
import { langOf } from '@/i18n/localise';
import styles from './SkillsList.module.css';

export interface SkillsListProps {
  heading: string;
  categories: readonly SkillCategory[];
}

/**
 * Every skill category as a card with its heading, sub-groups and skills as chips with their
 * icons. The first categories show at once; the rest open under a native disclosure (it works
 * without JavaScript, and the HTML holds every skill for search engines).
 */
export function SkillsList({ heading, categories }: SkillsListProps) {
  const { first, rest } = splitCategories(categories);
  const more = rest.reduce((sum, category) => sum + skillCount(category), 0);
  const { home } = useStrings();
  return (
    <section className={`section ${styles.section}`} aria-labelledby="skills-heading">
      <div className="container">
        <h2 id="skills-heading" className={styles.heading}>
          {heading}
        </h2>
        <div className={styles.categories}>
          {first.map((category) => (
            <Category key={category.id} category={category} />
          ))}
        </div>
        {rest.length > 0 && (
          <details className={styles.more}>
            <summary className={styles.summary}>
              <span className={styles.showAll}>{home.showAllSkills}</span>
              <span className={styles.hideAll}>{home.showFewerSkills}</span>
              <span className={styles.moreCount}>
                {' '}
                {fill(plural(home.moreSkills, rest.length), { count: more, groups: rest.length })}
              </span>
            </summary>
            <div className={styles.categories}>
              {rest.map((category) => (
                <Category key={category.id} category={category} />
              ))}
            </div>
          </details>
        )}
      </div>
    </section>
  );
}

function Category({ category }: { category: SkillCategory }) {
  const headingId = `skills-${category.id}`;
  return (
    <section className={styles.category} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.categoryTitle} lang={langOf(category, 'title')}>
        {category.title}
      </h3>
      <div className={styles.groups}>
        {category.groups.map((group, index) => (
          <div key={group.title ?? index} className={styles.group}>
            {group.title && (
              <h4 className={styles.groupTitle} lang={langOf(group, 'title')}>
                {group.title}
              </h4>
            )}
            <ul className={styles.chips}>
              {group.skills.map((skill) => (
                <SkillChip key={skill.name} skill={skill} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

function SkillChip({ skill }: { skill: Skill }) {
  return (
    <li className={styles.chip}>
      {skill.icon && (
        // The sprite is fetched once the page is interactive; the slot keeps its size till then.
        <span className={styles.icon}>
          <AfterHydration>
            <SkillIcon id={skill.icon} />
          </AfterHydration>
        </span>
      )}
      <span lang={langOf(skill, 'name')}>{skill.name}</span>
      {skill.note && (
        <span className={styles.note} lang={langOf(skill, 'note')}>
          <span className="visually-hidden">, </span>
          {skill.note}
        </span>
      )}
    </li>
  );
}
