/**
 * The contact form against a real local endpoint: a variant built like `npm start`
 * (VITE_EMAIL_LOCAL_OUTBOX=true, no provider keys), served by the real server with its outbox,
 * wrapped by a test-only handler that can hold the answer or reply 403, 429, 451, 500 or drop
 * the connection on demand.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp, type AppOptions } from '../server/app';
import type { OutboxMessage } from '../server/outbox';
import { SEND_FORM_PATH } from '../src/lib/emailFields';
import type { Page } from '@playwright/test';
import {
  axeViolationsWithPausedClock,
  CONTACT_LIMITS,
  contactForm,
  FAILED_TEXT,
  fillContactForm,
  MAY_HAVE_GONE_TEXT,
  messageAndTokenColours,
  SENT_TEXT,
  SEND_TIMEOUT_MS,
  STATUS_MESSAGE_MS,
  takeFailedLoadErrors,
  VISITOR,
} from './contact';
import { expect, gotoHydrated, test, waitForHydration } from './fixtures';
import { profile } from './site';
import { dictionaries } from '../src/i18n/dictionary';
import { contentIn, languages } from '@/test/content';
import { startVariant, type Variant } from './variants';
import { cspViolations, recordCspViolations } from './csp';

// One worker builds and serves this file's variant; its tests share the server's switch.
test.describe.configure({ mode: 'default' });

/**
 * 'drop': the connection is closed before the server sees the message; 'save-then-drop': the
 * message is saved, then the connection is closed instead of the answer (once; a browser's
 * retry gets the real answer).
 */
type Reply = 'deliver' | 403 | 429 | 451 | 500 | 'drop' | 'save-then-drop';

const outboxDir = mkdtempSync(path.join(tmpdir(), 'e2e-outbox-'));
const server = {
  reply: 'deliver' as Reply,
  /** While set, send-form requests wait for it before they are answered. */
  hold: undefined as Promise<void> | undefined,
  /** While set, the answer to a saved message waits for it (a slow answer, not a slow request). */
  holdAnswer: undefined as Promise<void> | undefined,
  requests: 0,
  /** The latest send-form request, to see whether its page is still waiting for it. */
  latest: undefined as IncomingMessage | undefined,
  /** What the server told the person running it. */
  log: [] as string[],
};

function testApp(options: AppOptions) {
  const app = createApp({
    ...options,
    log: (line) => server.log.push(line),
    outbox: { dir: outboxDir },
  });
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === SEND_FORM_PATH) {
      server.requests += 1;
      server.latest = req;
      await server.hold;
      if (server.reply === 'drop') {
        req.socket.destroy();
        return;
      }
      if (server.reply === 'save-then-drop') {
        server.reply = 'deliver';
        res.end = (() => {
          req.socket.destroy();
          return res;
        }) as typeof res.end;
      }
      const answerLater = server.holdAnswer;
      if (answerLater) {
        const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
        res.end = ((...args: unknown[]) => {
          void answerLater.then(() => end(...args));
          return res;
        }) as typeof res.end;
      }
      if (typeof server.reply === 'number') {
        req.resume();
        res.writeHead(server.reply, { 'Content-Type': 'text/plain' });
        res.end(STATUS_CODES[server.reply]);
        return;
      }
    }
    app(req, res);
  };
  return Object.assign(handler, { baseHeaders: app.baseHeaders, close: app.close });
}

/** The saved messages' files (the outbox writes each under a hidden name first). */
function messageFiles(): string[] {
  return readdirSync(outboxDir).filter((file) => !file.startsWith('.'));
}

function outbox(): OutboxMessage[] {
  return messageFiles().map(
    (file) => JSON.parse(readFileSync(path.join(outboxDir, file), 'utf8')) as OutboxMessage,
  );
}

let variant: Variant;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  variant = await startVariant(
    'email-local-outbox',
    { VITE_EMAIL_LOCAL_OUTBOX: 'true' },
    { createApp: testApp },
  );
});
test.afterAll(async () => {
  await variant.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  server.reply = 'deliver';
  server.hold = undefined;
  server.holdAnswer = undefined;
  server.requests = 0;
  server.latest = undefined;
  server.log = [];
  for (const file of readdirSync(outboxDir)) rmSync(path.join(outboxDir, file));
  await recordCspViolations(page);
  await page.clock.install();
  await gotoHydrated(page, `${variant.url}about-me`);
  // From here on, time moves only when a test says so.
  await page.clock.pauseAt(Date.now() + 60_000);
});

test('a message reaches the outbox; the button waits, the form empties, success shows 5 s', async ({
  page,
}) => {
  const { name, email, message, send, status } = contactForm(page);
  let release = () => {};
  server.hold = new Promise((resolve) => (release = resolve));
  await fillContactForm(page);
  await send.click();
  await expect(send).toBeDisabled();
  await expect(send).toHaveText('Sending…');
  await expect(send).toBeFocused();
  await expect(name).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(message).toHaveValue('');
  await expect.poll(() => server.requests).toBe(1);
  release();
  await expect(status).toHaveText(SENT_TEXT);
  await expect(contactForm(page).alert).toBeEmpty();
  await expect(send).toBeEnabled();
  await expect(send).toBeFocused();
  await expect(name).toHaveValue('');

  const [saved, ...others] = outbox();
  expect(others).toEqual([]);
  expect(saved?.fields).toMatchObject({
    from_name: VISITOR.from_name,
    from_email: VISITOR.from_email,
    message: VISITOR.message.replace('\n', '\r\n'),
    service_id: 'local-outbox',
    template_id: 'local-outbox',
    user_id: 'local-outbox',
  });
  expect(saved?.fields.lib_version).toMatch(/^\d+\.\d+\.\d+$/);

  await page.clock.runFor(STATUS_MESSAGE_MS - 1);
  await expect(status).toHaveText(SENT_TEXT);
  await page.clock.runFor(1);
  await expect(status).toBeEmpty();

  // The send ran under the server's Content-Security-Policy without breaking it.
  expect(await cspViolations(page)).toEqual([]);
});

for (const reply of [403, 429, 451, 500, 'drop'] as const) {
  test(`${reply === 'drop' ? 'a dropped connection' : `a ${reply} reply`} shows the generic error and gives the text back`, async ({
    page,
    consoleErrors,
  }) => {
    server.reply = reply;
    const { name, email, message, send, status, alert } = contactForm(page);
    await fillContactForm(page);
    await send.click();
    await expect(alert).toHaveText(FAILED_TEXT);
    await expect(status).toBeEmpty();
    // Focus stays on the button the visitor pressed, not on <body>.
    await expect(send).toBeFocused();
    const colours = await messageAndTokenColours(alert.locator('p'), '--color-danger');
    expect(colours.message).toBe(colours.token);
    await expect(name).toHaveValue(VISITOR.from_name);
    await expect(email).toHaveValue(VISITOR.from_email);
    await expect(message).toHaveValue(VISITOR.message);
    // Chromium itself retries a request whose connection was dropped before any answer.
    if (reply === 'drop') expect(server.requests).toBeGreaterThanOrEqual(1);
    else expect(server.requests).toBe(1);
    expect(outbox()).toEqual([]);

    await page.clock.runFor(STATUS_MESSAGE_MS - 1);
    await expect(alert).toHaveText(FAILED_TEXT);
    await page.clock.runFor(1);
    await expect(alert).toBeEmpty();
    await expect(message).toHaveValue(VISITOR.message);
    // Chromium logs the failed request itself; exactly that one is expected.
    expect(takeFailedLoadErrors(consoleErrors)).toHaveLength(1);
  });
}

test('an empty or invalid submission sends nothing', async ({ page }) => {
  const { name, email, message, send, status } = contactForm(page);
  await send.click();
  expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await fillContactForm(page, { ...VISITOR, from_email: 'not-an-email' });
  await send.click();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  await message.fill('');
  await email.fill(VISITOR.from_email);
  await send.click();
  await expect(status).toBeEmpty();
  await expect(name).toHaveValue(VISITOR.from_name);

  // A valid message afterwards is the first and only one the server sees.
  await message.fill(VISITOR.message);
  await send.click();
  await expect(status).toHaveText(SENT_TEXT);
  expect(server.requests).toBe(1);
  expect(outbox()).toHaveLength(1);
});

test('the e-mail SDK is not in the initial JavaScript; it loads on the first interaction', async ({
  page,
}) => {
  const sdkUrls: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    if ((await response.text()).includes('/api/v1.0/email/send-form')) sdkUrls.push(response.url());
  });
  await page.reload();
  await waitForHydration(page);
  const { name } = contactForm(page);
  await expect(name).toBeVisible();
  expect(sdkUrls).toEqual([]);
  await name.focus();
  await expect.poll(() => sdkUrls.length).toBe(1);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`has no axe violations while 'Message sent!' shows (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await fillContactForm(page);
    await contactForm(page).send.click();
    await expect(contactForm(page).status).toHaveText(SENT_TEXT);
    expect(await axeViolationsWithPausedClock(page)).toEqual([]);
    await expect(contactForm(page).status).toHaveText(SENT_TEXT);
  });
}

/** Holds every script of the site back until `release` (as on a slow phone). */
async function holdScripts(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

/** Lets the server answer a held send-form request; returns the release. */
function holdAnswers() {
  let release = () => {};
  server.hold = new Promise((resolve) => (release = resolve));
  return () => release();
}

/** What a visitor on a slow phone types, with letters beyond ASCII and a line break. */
const SLOW_VISITOR = {
  from_name: 'Ada Ünal-Çelik',
  from_email: 'ada@example.com',
  message: 'Typed on a slow phone,\nbefore any script had run. Teşekkürler!',
};

test('typed and sent while the scripts are held back: exactly that text arrives', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto(`${variant.url}about-me`, { waitUntil: 'domcontentloaded' });
  const { name, email, message, send, status } = contactForm(page);
  // Typed key by key, so the scripts stay held back for seconds.
  await name.pressSequentially(SLOW_VISITOR.from_name, { delay: 40 });
  await email.pressSequentially(SLOW_VISITOR.from_email, { delay: 40 });
  await message.pressSequentially(SLOW_VISITOR.message, { delay: 40 });
  await send.click();
  expect(await isHydrated(page)).toBe(false);
  expect(server.requests).toBe(0);
  expect(page.url()).toBe(`${variant.url}about-me`);
  await expect(message).toHaveValue(SLOW_VISITOR.message);

  release();
  await expect(status).toHaveText(SENT_TEXT);
  expect(await isHydrated(page)).toBe(true);
  expect(outbox().map((m) => m.fields)).toEqual([
    expect.objectContaining({
      ...SLOW_VISITOR,
      message: SLOW_VISITOR.message.replace('\n', '\r\n'),
    }),
  ]);
  expect(page.url()).toBe(`${variant.url}about-me`);
});

test('typed before the scripts, finished after: hydration keeps every character', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto(`${variant.url}about-me`, { waitUntil: 'domcontentloaded' });
  const { name, email, message, send, status } = contactForm(page);
  await name.pressSequentially(SLOW_VISITOR.from_name, { delay: 40 });
  await email.pressSequentially(SLOW_VISITOR.from_email, { delay: 40 });
  await message.pressSequentially('Started before the scripts.', { delay: 40 });
  release();
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(name).toHaveValue(SLOW_VISITOR.from_name);
  await message.press('End');
  await message.pressSequentially(' Finished after.');
  await send.click();
  await expect(status).toHaveText(SENT_TEXT);
  expect(outbox().map((m) => m.fields)).toEqual([
    expect.objectContaining({
      from_name: SLOW_VISITOR.from_name,
      from_email: SLOW_VISITOR.from_email,
      message: 'Started before the scripts. Finished after.',
    }),
  ]);
});

test('without JavaScript: nothing goes into the URL, the text stays, Send opens a prefilled e-mail', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (entry) => messages.push(entry.text()));
    const aboutUrl = `${variant.url}about-me`;
    const response = await page.goto(aboutUrl);
    // The note is in the page for browsers without scripts (Playwright's switch-off does not
    // make Chromium render <noscript>, so it is read from the HTML).
    expect(await response?.text()).toMatch(
      /<noscript><p[^>]*>Without JavaScript, Send opens your e-mail app with this message/,
    );
    const { name, email, message, send } = contactForm(page);
    await name.fill(VISITOR.from_name);
    await email.fill(VISITOR.from_email);
    await message.fill(VISITOR.message);
    const [mail] = await Promise.all([
      page.waitForEvent('request', (request) => request.url().startsWith('mailto:')),
      send.click(),
    ]);
    const url = new URL(mail.url());
    expect(`${url.protocol}${url.pathname}`).toBe(`mailto:${profile.email}`);
    // text/plain form data: one name=value line per field (Chromium adds line breaks at the end).
    expect(url.searchParams.get('body')?.trimEnd()).toBe(
      `from_name=${VISITOR.from_name}\r\nfrom_email=${VISITOR.from_email}\r\n` +
        `message=${VISITOR.message.replace('\n', '\r\n')}`,
    );
    expect(page.url()).toBe(aboutUrl);
    await expect(message).toHaveValue(VISITOR.message);
    expect(server.requests).toBe(0);
    // The CSP's form-action allows mailto: (Chromium says on the console when it blocks one).
    expect(messages.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
  } finally {
    await context.close();
  }
});

test(`a send without an answer by ${SEND_TIMEOUT_MS / 1000} s may have gone: the text stays, the request is aborted, a late 200 delivers nothing`, async ({
  page,
  consoleErrors,
}) => {
  const release = holdAnswers();
  const { name, email, message, send, alert, status } = contactForm(page);
  await fillContactForm(page);
  await send.click();
  await expect.poll(() => server.requests).toBe(1);
  await page.clock.runFor(SEND_TIMEOUT_MS - 1);
  await expect(send).toHaveText('Sending…');
  await expect(message).toHaveValue('');
  await page.clock.runFor(1);
  await expect(status).toHaveText(MAY_HAVE_GONE_TEXT);
  await expect(alert).toBeEmpty();
  await expect(send).toBeEnabled();
  await expect(send).toBeFocused();
  await expect(name).toHaveValue(VISITOR.from_name);
  await expect(email).toHaveValue(VISITOR.from_email);
  await expect(message).toHaveValue(VISITOR.message);

  // The send was aborted: the page no longer waits for it (the connection is closed)…
  await expect.poll(() => server.latest?.destroyed).toBe(true);
  // …so a 200 that the server would give it now delivers nothing, and nothing changes on screen.
  release();
  await expect
    .poll(() => server.log)
    .toContain('Outbox dropped a message: the page had given up waiting for the answer');
  expect(outbox()).toEqual([]);
  await expect(status).toHaveText(MAY_HAVE_GONE_TEXT);
  await expect(message).toHaveValue(VISITOR.message);
  // Sending again delivers the message once.
  await send.click();
  await expect(status).toHaveText(SENT_TEXT);
  expect(outbox().map((m) => m.fields.from_name)).toEqual([VISITOR.from_name]);
  expect(takeFailedLoadErrors(consoleErrors)).toEqual([]);
});

test('a slow answer to a stored message: "may have gone", the text stays, and a resend stores nothing twice', async ({
  page,
}) => {
  let answer = () => {};
  server.holdAnswer = new Promise((resolve) => (answer = resolve));
  const { message, send, alert, status } = contactForm(page);
  await fillContactForm(page);
  await send.click();
  // Stored at once; only the answer is slow.
  await expect.poll(() => outbox().length).toBe(1);
  await page.clock.runFor(SEND_TIMEOUT_MS);
  await expect(status).toHaveText(MAY_HAVE_GONE_TEXT);
  await expect(alert).toBeEmpty();
  await expect(message).toHaveValue(VISITOR.message);
  answer();
  server.holdAnswer = undefined;

  await send.click();
  await expect(status).toHaveText(SENT_TEXT);
  expect(outbox()).toHaveLength(1);
  expect(server.log).toContain(
    'Outbox already holds this message (sent again with the same key): not saved twice',
  );
  expect(outbox()[0]?.fields.message_key).toMatch(/^[0-9a-f]{32}$/);
});

test('a connection dropped after the message was stored: one message, however often it is sent', async ({
  page,
}) => {
  server.reply = 'save-then-drop';
  const { send, alert, status } = contactForm(page);
  await fillContactForm(page);
  await send.click();
  await expect
    .poll(async () => `${await status.textContent()}${await alert.textContent()}`)
    .not.toBe('');
  // Chromium may retry the POST by itself; whether the page heard of it or not, a resend of
  // the same text carries the same key.
  if ((await alert.textContent()) === FAILED_TEXT) {
    await send.click();
    await expect(status).toHaveText(SENT_TEXT);
  }
  await expect(status).toHaveText(SENT_TEXT);
  expect(outbox()).toHaveLength(1);
});

test('with site data blocked (storage throws), Send reaches the e-mail endpoint and says sent', async ({
  browser,
}) => {
  const context = await browser.newContext();
  try {
    // What Chromium does when the visitor blocks site data: reading the storages throws.
    await context.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException(
              "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
              'SecurityError',
            );
          },
        });
      }
    });
    const page = await context.newPage();
    const posts: string[] = [];
    await page.route(`**${SEND_FORM_PATH}`, async (route) => {
      posts.push(route.request().method());
      await route.continue();
    });
    await gotoHydrated(page, `${variant.url}about-me`);
    expect(
      await page.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch {
          return 'throws';
        }
      }),
    ).toBe('throws');
    await fillContactForm(page);
    await contactForm(page).send.click();
    await expect(contactForm(page).status).toHaveText(SENT_TEXT);
    expect(posts).toEqual(['POST']);
    expect(outbox().map((m) => m.fields.from_email)).toEqual([VISITOR.from_email]);
  } finally {
    await context.close();
  }
});

test('the fields cannot be edited while sending; a failure gives back the whole text', async ({
  page,
  consoleErrors,
}) => {
  const release = holdAnswers();
  const { message, send, alert } = contactForm(page);
  await fillContactForm(page);
  await send.click();
  await expect(send).toHaveText('Sending…');
  await expect(message).toHaveAttribute('readonly', '');
  await message.click();
  await page.keyboard.type('PS: typed while sending');
  await expect(message).toHaveValue('');

  server.reply = 500;
  release();
  await expect(alert).toHaveText(FAILED_TEXT);
  await expect(message).toHaveValue(VISITOR.message);
  await expect(message).not.toHaveAttribute('readonly', '');
  await message.press('End');
  await page.keyboard.type(' PS');
  await expect(message).toHaveValue(`${VISITOR.message} PS`);
  expect(takeFailedLoadErrors(consoleErrors)).toHaveLength(1);
});

test('a paste over a limit is kept whole, the reason is shown, and nothing is sent until it fits', async ({
  page,
}) => {
  const { name, message, send, status } = contactForm(page);
  const limit = CONTACT_LIMITS.message;
  await fillContactForm(page, { ...VISITOR, message: '' });
  await message.focus();
  await page.keyboard.insertText('m'.repeat(limit + 25));
  await expect(message).toHaveValue('m'.repeat(limit + 25));
  const reason = `25 characters too many (${(limit + 25).toLocaleString('en-US')} of ${limit.toLocaleString('en-US')}): shorten the text to send it.`;
  await expect(page.getByText(reason)).toBeVisible();
  await expect(message).toHaveAccessibleDescription(reason);
  await send.click();
  await expect(message).toBeFocused();
  expect(await message.evaluate((field: HTMLTextAreaElement) => field.validationMessage)).toBe(
    reason,
  );
  expect(server.requests).toBe(0);

  // A 70,000-character name is refused the same way, not sent to fail at the server.
  await name.focus();
  await page.keyboard.insertText('n'.repeat(70_000));
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  await name.fill(VISITOR.from_name);
  await message.fill('m'.repeat(limit));
  await expect(message).toHaveAccessibleDescription(
    `${limit.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} characters`,
  );
  await send.click();
  await expect(status).toHaveText(SENT_TEXT);
  expect(outbox()[0]?.fields.message).toBe('m'.repeat(limit));
});

for (const lang of languages.slice(1)) {
  const strings = dictionaries[lang];
  const about = contentIn(lang).pages.find((p) => p.id === 'aboutMe');
  test(`in ${lang}: the form's labels, success and error speak the page's language`, async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, `${variant.url}${(about?.path ?? '/').slice(1)}`);
    await page.clock.pauseAt(Date.now() + 120_000);
    const form = contactForm(page, strings);
    await fillContactForm(page, VISITOR, strings);
    await form.send.click();
    await expect(form.status).toHaveText(strings.contact.sent);
    expect(outbox()).toHaveLength(1);
    await page.clock.runFor(STATUS_MESSAGE_MS);
    await expect(form.status).toBeEmpty();

    server.reply = 500;
    await fillContactForm(page, VISITOR, strings);
    await form.send.click();
    await expect(form.alert).toHaveText(strings.contact.failed);
    await expect(form.message).toHaveValue(VISITOR.message);
    // The refused send, as the browser reports it.
    expect(takeFailedLoadErrors(consoleErrors)).toHaveLength(1);
  });
}
