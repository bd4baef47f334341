import type { AnchorHTMLAttributes } from 'react';
import { useOutboundLink } from '@/hooks/useOutboundLink';

type OutboundLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** Opens in a new tab with rel="noopener noreferrer" (default for web links). */
  newTab?: boolean;
};

/**
 * A link that leaves the site (social profiles, repositories, mailto:), with outbound-click
 * analytics. Web links open in a new tab by default; mailto: links in the same tab.
 */
export function OutboundLink({ href, newTab, onClick, children, ...rest }: OutboundLinkProps) {
  const handleClick = useOutboundLink(onClick);
  const opensNewTab = newTab ?? /^https?:/i.test(href);
  return (
    <a
      href={href}
      {...(opensNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
      onClick={handleClick}
    >
      {children}
    </a>
  );
}
