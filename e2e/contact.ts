/** Helpers for the contact form on /about-me, shared by the e2e specs. */
import type { Locator, Page } from '@playwright/test';
import { en, type Strings } from '../src/i18n/strings/en';
import { escapeRegExp } from '../test-support/escapeRegExp';
import { axeViolations } from './fixtures';

// The specification's messages, as the English dictionary holds them.
export const SENT_TEXT = en.contact.sent;
export const FAILED_TEXT = en.contact.failed;
/** Said when no answer came in time: the message may have gone (not the spec's failure). */
export const MAY_HAVE_GONE_TEXT = en.contact.mayHaveGone;
export const STATUS_MESSAGE_MS = 5000;
export { SEND_TIMEOUT_MS } from '../src/hooks/useContactForm';
export { CONTACT_LIMITS } from '../src/lib/emailFields';

export const VISITOR = {
  from_name: 'Ada Lovelace',
  from_email: 'ada@example.com',
  message: 'Hello,\nI would like to talk about an internship.',
};

/** The contact form's parts, found by their names in a language's words (default English). */
export function contactForm(page: Page, strings: Pick<Strings, 'about' | 'contact'> = en) {
  const form = page.getByRole('form', { name: strings.about.formHeading });
  const words = strings.contact;
  return {
    form,
    name: form.getByRole('textbox', { name: words.name }),
    email: form.getByRole('textbox', { name: words.email }),
    message: form.getByRole('textbox', { name: words.message }),
    /** The send button, named 'Send message' or, while sending, 'Sending…'. */
    send: form.getByRole('button', {
      name: new RegExp(`^(${escapeRegExp(words.send)}|${escapeRegExp(words.sending)})$`),
    }),
    /** Success is announced politely here. */
    status: form.getByRole('status'),
    /** Errors are announced assertively here. */
    alert: form.getByRole('alert'),
  };
}

export async function fillContactForm(
  page: Page,
  visitor = VISITOR,
  strings: Pick<Strings, 'about' | 'contact'> = en,
) {
  const { name, email, message } = contactForm(page, strings);
  await name.fill(visitor.from_name);
  await email.fill(visitor.from_email);
  await message.fill(visitor.message);
}

/** The computed colours of the status message and of the error token, to compare. */
export async function messageAndTokenColours(message: Locator, token: string) {
  return message.evaluate((element, name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    element.append(probe);
    const tokenColour = getComputedStyle(probe).color;
    probe.remove();
    return { message: getComputedStyle(element).color, token: tokenColour };
  }, token);
}

/** Chromium reports failed fetches on the console; a test that expects one takes it out. */
export function takeFailedLoadErrors(consoleErrors: string[]): string[] {
  const failed = consoleErrors.filter((text) => text.startsWith('Failed to load resource'));
  const others = consoleErrors.filter((text) => !text.startsWith('Failed to load resource'));
  consoleErrors.splice(0, consoleErrors.length, ...others);
  return failed;
}

/**
 * Runs axe while the page clock is paused (so a status message stays on screen): axe waits on
 * timers between its rules (in the page, then in a blank page of its own in the same context),
 * so the clock is stepped by 1 ms until it is done, staying well inside the message's 5 s.
 */
export async function axeViolationsWithPausedClock(page: Page) {
  type Violations = Awaited<ReturnType<typeof axeViolations>>;
  let outcome: { violations: Violations } | { error: unknown } | undefined;
  const running = axeViolations(page).then(
    (violations) => (outcome = { violations }),
    (error: unknown) => (outcome = { error }),
  );
  let advanced = 0;
  while (!outcome && advanced < STATUS_MESSAGE_MS / 2) {
    try {
      await page.clock.runFor(1);
    } catch (error) {
      // axe finishes in a blank page of its own, which may close during a step; ours may not.
      if (page.isClosed()) throw error;
    }
    advanced += 1;
  }
  if (!outcome) throw new Error(`axe still running after ${advanced} ms of page time`);
  await running;
  if ('error' in outcome) throw outcome.error;
  return outcome.violations;
}
