import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Link, MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initAnalytics, trackPageView } from '@/lib/analytics';
import { usePageViews } from './usePageViews';

vi.mock('@/lib/analytics', () => ({
  initAnalytics: vi.fn(() => Promise.resolve(undefined)),
  trackPageView: vi.fn(),
}));

function Harness() {
  usePageViews();
  return (
    <nav>
      <Link to="/">Home</Link>
      <Link to="/projects">Projects</Link>
      <Link to="/projects#mobile-apps&ledger">Pocket Ledger</Link>
      <Link to="/projects?tab=2">Projects again</Link>
    </nav>
  );
}

function renderAt(path: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Harness />
      </MemoryRouter>
    </StrictMode>,
  );
}

beforeEach(() => {
  vi.mocked(trackPageView).mockClear();
  vi.mocked(initAnalytics).mockClear();
});

describe('usePageViews', () => {
  it('starts measurement and sends one page view on entry, even under StrictMode', () => {
    renderAt('/');
    expect(initAnalytics).toHaveBeenCalled();
    expect(trackPageView).toHaveBeenCalledTimes(1);
    expect(trackPageView).toHaveBeenCalledWith('/');
  });

  it('sends one page view per page entry, and none for a hash or query change', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Projects' }));
    await user.click(screen.getByRole('link', { name: 'Pocket Ledger' }));
    await user.click(screen.getByRole('link', { name: 'Projects again' }));
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(vi.mocked(trackPageView).mock.calls).toEqual([['/'], ['/projects'], ['/']]);
  });
});
