import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './Button.module.css';

export const BUTTON_STYLES = ['btn--primary', 'btn--outline', 'btn--test'] as const;
export const BUTTON_SIZES = ['btn--medium', 'btn--large'] as const;
export type ButtonStyle = (typeof BUTTON_STYLES)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export type ButtonName = '' | 'projectsBigButton' | 'experiencesBigButton' | 'aboutMeBigButton';

export interface ButtonProps {
  children: ReactNode;
  buttonStyle?: ButtonStyle;
  buttonSize?: ButtonSize;
  name?: ButtonName;
  /** Where a link-button goes (route path). Ignored when `type` is set. */
  to?: string;
  /** With `type` the Button is a native <button>; without it, a single link. */
  type?: 'button' | 'submit' | 'reset';
  onClick?: MouseEventHandler<HTMLElement>;
  disabled?: boolean;
  /**
   * Shown and announced as disabled but keeps focus (e.g. while a form is sending); the click
   * handler or form must ignore presses meanwhile.
   */
  ariaDisabled?: boolean;
  /** Marks a link-button as the current page. */
  isCurrent?: boolean;
  className?: string;
}

const MODULE_CLASS: Record<ButtonStyle | ButtonSize, string | undefined> = {
  'btn--primary': styles.primary,
  'btn--outline': styles.outline,
  'btn--test': styles.test,
  'btn--medium': styles.medium,
  'btn--large': styles.large,
};

/**
 * The site's button (spec section 3). The style and size class names appear on the element.
 * A link-button renders one <a> (never a button inside a link).
 */
export function Button({
  children,
  buttonStyle = 'btn--primary',
  buttonSize = 'btn--medium',
  name = '',
  to = '/',
  type,
  onClick,
  disabled,
  ariaDisabled,
  isCurrent = false,
  className,
}: ButtonProps) {
  const classes = [
    'btn',
    buttonStyle,
    buttonSize,
    styles.btn,
    MODULE_CLASS[buttonStyle],
    MODULE_CLASS[buttonSize],
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const dataName = name || undefined;

  if (type) {
    return (
      <button
        type={type}
        className={classes}
        name={dataName}
        data-name={dataName}
        onClick={onClick}
        disabled={disabled}
        aria-disabled={ariaDisabled || undefined}
      >
        {children}
      </button>
    );
  }
  return (
    <Link
      to={to}
      className={classes}
      data-name={dataName}
      onClick={onClick}
      aria-current={isCurrent ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}
