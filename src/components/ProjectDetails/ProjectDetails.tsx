import type { Project } from '@/model/types';
import { formatBytes } from '@/lib/format';
import { asset } from '@/lib/paths';
import { ContentImage } from '../ContentImage/ContentImage';
import { screenCaption } from '../ScreenshotCarousel/ScreenshotCarousel';
import { Icon } from '../Icon/Icon';
import { Markup } from '../Markup/Markup';
import { OutboundLink } from '../OutboundLink/OutboundLink';
import styles from './ProjectDetails.module.css';

const KNOWN_HOSTS: Record<string, string> = {
  'github.com': 'GitHub',
  'gitlab.com': 'GitLab',
  'bitbucket.org': 'Bitbucket',
  'codeberg.org': 'Codeberg',
};

/** 'GitHub' for a github.com URL; the host name for other hosts. */
export function repositoryHost(url: string): string {
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    return KNOWN_HOSTS[host] ?? host;
  } catch {
    return 'the web';
  }
}

interface ProjectDetailsProps {
  project: Project;
  device: 'phone' | 'desktop';
  /**
   * Written out on the page (no script, or for crawlers): the first screenshot goes with the
   * text. In the showcase the screenshots are on the device instead.
   */
  withStill?: boolean;
}

/**
 * The body of a project's info panel: what it is, its links (source, download), bullets and
 * tech tags; written out on the page, its first screenshot too.
 */
export function ProjectDetails({ project, device, withStill = false }: ProjectDetailsProps) {
  const { name, category, cardText, repoUrl, bullets, tech, screens, download } = project;
  const [firstScreen] = screens;
  return (
    <>
      <p className={styles.summary}>
        <span className={styles.category}>{category}</span>
        <span className="visually-hidden">: </span> {cardText}
      </p>
      <div className={styles.links}>
        <OutboundLink className={styles.repo} href={repoUrl}>
          <Icon name="source-code" />
          <span>
            Source code<span className="visually-hidden"> of {name}</span> on{' '}
            {repositoryHost(repoUrl)}
          </span>
        </OutboundLink>
        {download && (
          <a className={styles.download} href={asset(download.href)} download={download.fileName}>
            <Icon name="download" />
            <span>
              {download.label}
              {download.bytes !== undefined && (
                <>
                  {' '}
                  <span className={styles.size}>({formatBytes(download.bytes)})</span>
                </>
              )}
            </span>
          </a>
        )}
      </div>
      <ul className={styles.bullets}>
        {bullets.map((bullet) => (
          <li key={bullet}>
            <Markup text={bullet} />
          </li>
        ))}
      </ul>
      <ul className={styles.tags} aria-label="Built with">
        {tech.map((item) => (
          <li key={item} className={styles.tag}>
            {item}
          </li>
        ))}
      </ul>
      {withStill && firstScreen && (
        <figure className={styles.still} data-device={device}>
          <ContentImage
            image={firstScreen.image}
            loading="lazy"
            sizes={device === 'phone' ? '240px' : '(max-width: 700px) 100vw, 640px'}
          />
          <figcaption>
            {screenCaption(0, screens.length, firstScreen.name)}: {firstScreen.description}
          </figcaption>
        </figure>
      )}
    </>
  );
}
