import { useId } from 'react';
import { useThemeChoice } from '@/hooks/useThemeChoice';
import { useStrings } from '@/i18n/SiteContext';
import { THEME_SWITCH_ATTRIBUTE, type ThemeChoice } from '@/lib/theme';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconNames';
import styles from './ThemeSwitch.module.css';

/** The switch's options, in order, with their icons (the dictionary names them). */
export const THEME_OPTIONS: readonly { choice: ThemeChoice; icon: IconName }[] = [
  { choice: 'light', icon: 'sun' },
  { choice: 'dark', icon: 'moon' },
  { choice: 'system', icon: 'monitor' },
];

/**
 * Light, Dark or System: a group of native radio buttons (arrow keys move the choice). The
 * highlighted option follows the document's theme in CSS, so it is right from the first paint,
 * before the scripts have loaded.
 */
export function ThemeSwitch() {
  const [choice, choose] = useThemeChoice();
  const name = useId();
  const { theme } = useStrings();
  return (
    <fieldset className={styles.switch} {...{ [THEME_SWITCH_ATTRIBUTE]: '' }}>
      <legend className="visually-hidden">{theme.legend}</legend>
      <div className={styles.options}>
        {THEME_OPTIONS.map((option) => (
          <label
            key={option.choice}
            className={styles.option}
            data-choice={option.choice}
            title={theme[option.choice]}
          >
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={option.choice}
              checked={choice === option.choice}
              onChange={() => choose(option.choice)}
            />
            <Icon name={option.icon} className={styles.icon} />
            <span className={styles.label}>{theme[option.choice]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
