import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAnalyticsEnabled, trackOutboundClick } from '@/lib/analytics';
import { OutboundLink } from './OutboundLink';

vi.mock('@/lib/analytics', () => ({
  isAnalyticsEnabled: vi.fn(() => true),
  trackOutboundClick: vi.fn(),
}));

/** What reached the browser: for each click on a link, whether its navigation was allowed. */
let clicks: boolean[] = [];
const recordClick = (event: MouseEvent) => {
  clicks.push(!event.defaultPrevented);
  event.preventDefault(); // jsdom cannot navigate; the test only needs to know it would.
};

beforeEach(() => {
  clicks = [];
  document.addEventListener('click', recordClick);
  vi.mocked(isAnalyticsEnabled).mockReturnValue(true);
  vi.mocked(trackOutboundClick).mockReset();
});
afterEach(() => document.removeEventListener('click', recordClick));

describe('OutboundLink', () => {
  it('opens web links in a new tab, safely, and measures the click without holding it', async () => {
    render(<OutboundLink href="https://github.com/someone">GitHub</OutboundLink>);
    const link = screen.getByRole('link', { name: 'GitHub' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(link);
    expect(trackOutboundClick).toHaveBeenCalledWith('https://github.com/someone');
    expect(clicks).toEqual([true]);
  });

  it('holds a same-tab link until analytics is done, then follows it', async () => {
    const onClick = vi.fn();
    render(
      <OutboundLink href="mailto:someone@example.com" onClick={onClick}>
        E-mail
      </OutboundLink>,
    );
    const link = screen.getByRole('link', { name: 'E-mail' });
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(clicks).toEqual([false]);
    const [url, done] = vi.mocked(trackOutboundClick).mock.calls[0] ?? [];
    expect(url).toBe('mailto:someone@example.com');
    done?.();
    expect(clicks).toEqual([false, true]);
    expect(trackOutboundClick).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('leaves a click that opens elsewhere (modifier key) to the browser at once', async () => {
    render(<OutboundLink href="mailto:someone@example.com">E-mail</OutboundLink>);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'E-mail' }));
    await user.keyboard('{/Control}');
    expect(clicks).toEqual([true]);
    expect(trackOutboundClick).toHaveBeenCalledWith('mailto:someone@example.com');
  });

  it('does nothing special without analytics', async () => {
    vi.mocked(isAnalyticsEnabled).mockReturnValue(false);
    render(<OutboundLink href="mailto:someone@example.com">E-mail</OutboundLink>);
    await userEvent.click(screen.getByRole('link', { name: 'E-mail' }));
    expect(clicks).toEqual([true]);
    expect(trackOutboundClick).not.toHaveBeenCalled();
  });

  it('respects a click handler that cancels the link', async () => {
    render(
      <OutboundLink href="mailto:someone@example.com" onClick={(e) => e.preventDefault()}>
        E-mail
      </OutboundLink>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'E-mail' }));
    expect(clicks).toEqual([false]);
    expect(trackOutboundClick).not.toHaveBeenCalled();
  });
});
