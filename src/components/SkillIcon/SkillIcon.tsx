import { asset } from '@/lib/paths';

/** The self-hosted sprite of the content's skill icons (drawn by scripts/icon-sprites.ts). */
export const SKILL_SPRITE_PATH = '/icons/skills.svg';

export interface SkillIconProps {
  /** The icon name from content (`Skill.icon`), the id of its symbol in the sprite. */
  id: string;
  /**
   * Accessible name, for an icon shown on its own. Without it the icon is decorative
   * (hidden from assistive technology) and the visible text next to it names the skill.
   */
  label?: string;
  className?: string;
}

/** A technology icon drawn from the sprite: one cached file, no JavaScript per icon. */
export function SkillIcon({ id, label, className }: SkillIconProps) {
  const icon = (
    <svg
      aria-hidden="true"
      focusable="false"
      className={label ? undefined : className}
      width="1em"
      height="1em"
      fill="currentColor"
    >
      <use href={`${asset(SKILL_SPRITE_PATH)}#${id}`} />
    </svg>
  );
  if (label) {
    return (
      <span role="img" aria-label={label} className={className}>
        {icon}
      </span>
    );
  }
  return icon;
}
