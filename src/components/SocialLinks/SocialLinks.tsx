import { langOf } from '@/i18n/localise';
import type { SocialLink } from '@/model/view';
import { OutboundLink } from '@/components/OutboundLink/OutboundLink';
import { SocialIcon } from './SocialIcon';
import styles from './SocialLinks.module.css';

interface SocialLinksProps {
  links: readonly SocialLink[];
  /** 'icons': round icon buttons; 'list': icon, label and handle. */
  variant?: 'icons' | 'list';
  className?: string;
}

/** E-mail, phone and web profiles. Web links open in a new tab, safely; clicks are measured. */
export function SocialLinks({ links, variant = 'icons', className }: SocialLinksProps) {
  return (
    <ul
      className={[styles.links, variant === 'icons' ? styles.icons : styles.detailed, className]
        .filter(Boolean)
        .join(' ')}
    >
      {links.map((link) => (
        <li key={link.href}>
          <OutboundLink
            className={styles.link}
            href={link.href}
            aria-label={variant === 'icons' ? link.label : undefined}
            lang={variant === 'icons' ? langOf(link, 'label') : undefined}
          >
            <SocialIcon kind={link.kind} />
            {variant === 'list' && (
              <span className={styles.text}>
                <span className={styles.label} lang={langOf(link, 'label')}>
                  {link.label}
                </span>
                <span className={styles.handle}>{link.handle}</span>
              </span>
            )}
          </OutboundLink>
        </li>
      ))}
    </ul>
  );
}
