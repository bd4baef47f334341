import type { Skill, SkillCategory } from '@/model/types';
import { AfterHydration } from '../AfterHydration/AfterHydration';
import { SkillIcon } from '../SkillIcon/SkillIcon';
import styles from './SkillsList.module.css';

export interface SkillsListProps {
  heading: string;
  categories: readonly SkillCategory[];
}

/** Every skill category with its heading, sub-groups and skills as chips. */
export function SkillsList({ heading, categories }: SkillsListProps) {
  return (
    <section className={styles.section} aria-labelledby="skills-heading">
      <div className="container">
        <h2 id="skills-heading" className={styles.heading}>
          {heading}
        </h2>
        <div className={styles.categories}>
          {categories.map((category) => (
            <Category key={category.id} category={category} />
          ))}
        </div>
      </div>
    </section>
  );
}

function Category({ category }: { category: SkillCategory }) {
  const headingId = `skills-${category.id}`;
  return (
    <section className={styles.category} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.categoryTitle}>
        {category.title}
      </h3>
      <div className={styles.groups}>
        {category.groups.map((group, index) => (
          <div key={group.title ?? index} className={styles.group}>
            {group.title && <h4 className={styles.groupTitle}>{group.title}</h4>}
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
      <span>{skill.name}</span>
      {skill.note && (
        <span className={styles.note}>
          <span className="visually-hidden">, </span>
          {skill.note}
        </span>
      )}
    </li>
  );
}
