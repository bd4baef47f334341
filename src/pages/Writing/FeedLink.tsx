import { Icon } from '@/components/Icon/Icon';
import { OutboundLink } from '@/components/OutboundLink/OutboundLink';
import { useSite } from '@/i18n/SiteContext';
import { localePath } from '@/i18n/languages';
import { asset } from '@/lib/paths';
import { FEEDS } from '@/lib/siteFiles';
import styles from './Writing.module.css';

/**
 * The page language's RSS feed, for readers who follow the writing in a feed reader (every
 * page's head names all three feeds). A file, not a page: an outbound link.
 */
export function FeedLink() {
  const { lang, languages, strings } = useSite();
  const [rss] = FEEDS;
  return (
    <OutboundLink
      className={styles.feed}
      href={asset(localePath(`/${rss.file}`, lang, languages))}
      newTab={false}
      type={rss.type}
    >
      <Icon name="rss" />
      <span>{strings.writing.feed}</span>
    </OutboundLink>
  );
}
