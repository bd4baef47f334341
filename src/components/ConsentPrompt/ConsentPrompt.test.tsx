import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageStrings } from '@/i18n/dictionary';
import { fill } from '@/i18n/fill';
import { createConsentStore, type ConsentStore } from '@/lib/consent';
import { defaultLang } from '@/test/content';
import { MAIN_CONTENT_ID } from '../SkipLink/SkipLink';
import { PrivacyChoices } from '../PrivacyChoices/PrivacyChoices';
import { ConsentSlot } from './ConsentSlot';

const consent = vi.hoisted(() => ({ store: undefined as ConsentStore | undefined }));

// The analytics module's consent, on a store of the test's own.
vi.mock('@/lib/analytics', () => ({
  ASKS_CONSENT: true,
  CONSENT_SERVICE: 'Google Analytics',
  consentStore: () => consent.store,
  consentState: () => consent.store?.getSnapshot(),
  chooseConsent: (choice: 'granted' | 'denied') => consent.store?.choose(choice),
  openConsentPrompt: () => consent.store?.openPrompt(),
}));

const words = pageStrings(defaultLang).consent;

function start(options: { optedOut?: boolean; blocked?: boolean } = {}) {
  consent.store = createConsentStore({
    settings: 'G-TEST12345',
    optedOut: options.optedOut ?? false,
    storage: options.blocked ? undefined : localStorage,
  });
}

/** The root's slot, the footer's link and a main to give focus to, as on a page. */
function renderPage() {
  return render(
    <>
      <ConsentSlot />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} />
      <footer>
        <PrivacyChoices />
      </footer>
    </>,
  );
}

const prompt = () => screen.findByRole('region', { name: words.heading });

beforeEach(() => {
  localStorage.clear();
});

describe('ConsentPrompt', () => {
  it('asks on arrival, naming the service, with two equal answers and without taking focus', async () => {
    start();
    renderPage();
    const region = await prompt();
    expect(region).toHaveTextContent(fill(words.text, { service: 'Google Analytics' }));
    const answers = [words.allow, words.decline].map((name) =>
      screen.getByRole('button', { name }),
    );
    expect(answers.map((button) => button.className)).toEqual([
      answers[0]?.className,
      answers[0]?.className,
    ]);
    expect(region).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps "yes" on the device, closes, and gives focus to the page when it had it', async () => {
    const user = userEvent.setup();
    start();
    renderPage();
    await user.click(screen.getByRole('button', { name: words.allow }));
    expect(screen.queryByRole('region', { name: words.heading })).not.toBeInTheDocument();
    expect(document.activeElement).toHaveAttribute('id', MAIN_CONTENT_ID);
    expect(JSON.parse(localStorage.getItem('analytics-consent') ?? '')).toEqual({
      choice: 'granted',
      settings: 'G-TEST12345',
    });
  });

  it('answers by keyboard: after the skip link, Tab reaches both answers', async () => {
    const user = userEvent.setup();
    start();
    renderPage();
    await prompt();
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(words.allow);
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(words.decline);
    await user.keyboard('{Enter}');
    expect(consent.store?.getSnapshot()).toMatchObject({ choice: 'denied', isPromptOpen: false });
  });

  it('opens again from the footer, says the answer in force, and gives focus back', async () => {
    const user = userEvent.setup();
    start();
    consent.store?.choose('denied');
    renderPage();
    const link = screen.getByRole('button', { name: words.settings });
    await user.click(link);
    const region = await prompt();
    expect(region).toHaveTextContent(words.declined);
    expect(document.activeElement).toHaveAccessibleName(words.heading);
    await user.click(screen.getByRole('button', { name: words.allow }));
    expect(document.activeElement).toBe(link);
    expect(consent.store?.getSnapshot().choice).toBe('granted');
  });

  it.each([
    ['Do Not Track or Global Privacy Control', { optedOut: true }],
    ['blocked storage', { blocked: true }],
  ])('under %s: no prompt, and no footer link to open one', async (_, options) => {
    start(options);
    renderPage();
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const link = screen.getByText(words.settings);
    expect(link).not.toHaveAttribute('data-available');
  });
});
