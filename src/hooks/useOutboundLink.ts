import { useCallback, useRef, type MouseEvent } from 'react';
import { isAnalyticsEnabled, trackOutboundClick } from '@/lib/analytics';

type AnchorClick = MouseEvent<HTMLAnchorElement>;

/** A click the browser takes somewhere else than this tab (new tab, window, download…). */
function opensElsewhere(event: AnchorClick): boolean {
  const anchor = event.currentTarget;
  const target = anchor.target.toLowerCase();
  return (
    (target !== '' && target !== '_self') ||
    anchor.hasAttribute('download') ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  );
}

/**
 * Click handler for a link that leaves the site: it sends an outbound-click event. A link that
 * opens in this tab (e.g. mailto:) is held back until analytics has sent the event, or
 * OUTBOUND_FALLBACK_MS at the latest, then followed by clicking it again. Without analytics
 * the click goes through untouched. `onClick` runs first and can cancel the link as usual.
 */
export function useOutboundLink(onClick?: (event: AnchorClick) => void) {
  const isResuming = useRef(false);

  return useCallback(
    (event: AnchorClick) => {
      // The second click, made below once analytics is done, is let through to the browser.
      if (isResuming.current) {
        isResuming.current = false;
        return;
      }
      onClick?.(event);
      if (event.defaultPrevented) return;
      if (!isAnalyticsEnabled()) return;
      const anchor = event.currentTarget;
      if (opensElsewhere(event)) {
        trackOutboundClick(anchor.href);
        return;
      }
      event.preventDefault();
      trackOutboundClick(anchor.href, () => {
        if (!anchor.isConnected) {
          window.location.assign(anchor.href);
          return;
        }
        isResuming.current = true;
        anchor.click();
      });
    },
    [onClick],
  );
}
