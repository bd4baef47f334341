import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Project } from '@/model/view';
import { formatBytes } from '@/lib/format';
import { fill, fillParts } from '@/i18n/fill';
import { langOf } from '@/i18n/localise';
import { useStrings } from '@/i18n/SiteContext';
import { asset } from '@/lib/paths';
import { ContentImage } from '../ContentImage/ContentImage';
import { screenCaption } from '@/model/screenCaption';
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

/** 'GitHub' for a github.com URL; the host name for other hosts; `unknown` for no URL. */
export function repositoryHost(url: string, unknown = 'the web'): string {
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    return KNOWN_HOSTS[host] ?? host;
  } catch {
    return unknown;
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
 * The body of a project's info panel: what it is, its links (source, download), its
 * repository's facts when the owner synced them, bullets and tech tags; written out on the
 * page, its first screenshot too.
 */
export function ProjectDetails({ project, device, withStill = false }: ProjectDetailsProps) {
  const { name, category, cardText, repoUrl, bullets, tech, screens, download } = project;
  const [firstScreen] = screens;
  const strings = useStrings();
  const words = strings.projects;
  return (
    <>
      <p className={styles.summary}>
        <span className={styles.category}>{words.categories[category]}</span>
        <span className="visually-hidden">: </span>{' '}
        <span lang={langOf(project, 'cardText')}>{cardText}</span>
      </p>
      <div className={styles.links}>
        <OutboundLink className={styles.repo} href={repoUrl}>
          <Icon name="source-code" />
          <span>
            {fillParts<ReactNode>(words.sourceCode, {
              of: (
                <span key="of" className="visually-hidden">
                  {fill(words.sourceOf, { name })}
                </span>
              ),
              host: repositoryHost(repoUrl, words.someHost),
            })}
          </span>
        </OutboundLink>
        {download && (
          <a className={styles.download} href={asset(download.href)} download={download.fileName}>
            <Icon name="download" />
            <span>
              <span lang={langOf(download, 'label')}>{download.label}</span>
              {download.bytes !== undefined && (
                <>
                  {' '}
                  <span className={styles.size}>
                    ({formatBytes(download.bytes, { ...strings.numbers, bytes: words.bytes })})
                  </span>
                </>
              )}
            </span>
          </a>
        )}
        {project.caseStudy && (
          <Link className={styles.caseStudy} to={project.caseStudy.href}>
            {/* One box: a flex item of its own would drop the space before the title. */}
            <span>
              {fillParts<ReactNode>(words.caseStudy, {
                title: (
                  <span key="title" lang={project.caseStudy.lang}>
                    {project.caseStudy.title}
                  </span>
                ),
              })}
            </span>
          </Link>
        )}
      </div>
      {project.github && (
        <p className={styles.facts}>
          <span aria-hidden="true">{project.github.text}</span>
          <span className="visually-hidden">{project.github.label}</span>
        </p>
      )}
      <ul className={styles.bullets} lang={langOf(project, 'bullets')}>
        {bullets.map((bullet, index) => (
          <li key={bullet} lang={langOf(project, `bullets.${index}`)}>
            <Markup text={bullet} />
          </li>
        ))}
      </ul>
      <ul className={styles.tags} aria-label={words.builtWith}>
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
