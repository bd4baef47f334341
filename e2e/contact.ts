/** Helpers for the contact form on /about-me, shared by the e2e specs. */
import type { Locator, Page } from '@playwright/test';

export const SENT_TEXT = 'Message sent!';
export const FAILED_TEXT = 'Something went wrong, please try again later';
export const STATUS_MESSAGE_MS = 5000;

export const VISITOR = {
  from_name: 'Ada Lovelace',
  from_email: 'ada@example.com',
  message: 'Hello Deniz,\nI would like to talk about an internship.',
};

export function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Send a message' });
  return {
    form,
    name: form.getByRole('textbox', { name: 'Name' }),
    email: form.getByRole('textbox', { name: 'E-mail' }),
    message: form.getByRole('textbox', { name: 'Message' }),
    send: form.getByRole('button', { name: /^Send/ }),
    status: form.getByRole('status'),
  };
}

export async function fillContactForm(page: Page, visitor = VISITOR) {
  const { name, email, message } = contactForm(page);
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
