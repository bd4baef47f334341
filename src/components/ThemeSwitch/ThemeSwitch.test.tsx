import { en } from '@/i18n/strings/en';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { THEME_STORAGE_KEY } from '@/lib/theme';
import { THEME_OPTIONS, ThemeSwitch } from './ThemeSwitch';

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute('data-theme');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ThemeSwitch', () => {
  it('is a named group of one radio per option, System chosen by default', () => {
    render(<ThemeSwitch />);
    const group = screen.getByRole('group', { name: 'Theme' });
    const radios = screen.getAllByRole('radio');
    expect(group).toContainElement(radios[0] ?? null);
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(
      THEME_OPTIONS.map((option) => option.choice),
    );
    for (const option of THEME_OPTIONS) {
      expect(screen.getByRole('radio', { name: en.theme[option.choice] })).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: en.theme.system })).toBeChecked();
  });

  it('applies and remembers the chosen theme, and System forgets it', async () => {
    const user = userEvent.setup();
    render(<ThemeSwitch />);
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(root.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(root.hasAttribute('data-theme')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('follows a change made elsewhere (another switch or another tab)', async () => {
    render(<ThemeSwitch />);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'light' }),
      );
    });
    expect(await screen.findByRole('radio', { name: 'Light', checked: true })).toBeChecked();
  });

  it('hydrates the prerendered System switch on a dark page without a warning', async () => {
    const html = renderToString(<ThemeSwitch />);
    expect(html).toMatch(/checked="" value="system"/);
    // What the pre-paint script does before the bundle arrives.
    root.dataset.theme = 'dark';
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <ThemeSwitch />, { onRecoverableError });
    });
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
