import type { SkillIconId } from '@/content/types';
import { asset } from '@/lib/paths';

/** The self-hosted sprite that holds every skill icon (generated, see skillIconSources.tsx). */
export const SKILL_SPRITE_PATH = '/icons/skills.svg';

export interface SkillIconProps {
  id: SkillIconId;
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
