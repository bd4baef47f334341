import { useId, type ReactNode, type Ref } from 'react';
import { Icon } from '../Icon/Icon';
import { useStrings } from '@/i18n/SiteContext';
import styles from './InfoPanel.module.css';

interface InfoPanelProps {
  id: string;
  title: ReactNode;
  /** The heading takes focus when the panel is opened from a hotspot. */
  headingRef?: Ref<HTMLHeadingElement>;
  onClose: () => void;
  /** Lets CSS hide the panel on narrow screens until the script knows the window width. */
  hideWhenNarrow?: boolean;
  children: ReactNode;
}

/** A card with a heading, an icon-only Close button and any content. */
export function InfoPanel({
  id,
  title,
  headingRef,
  onClose,
  hideWhenNarrow = false,
  children,
}: InfoPanelProps) {
  const headingId = useId();
  const { projects: words } = useStrings();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={styles.panel}
      data-hide-when-narrow={hideWhenNarrow || undefined}
    >
      <div className={styles.header}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={words.close} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
