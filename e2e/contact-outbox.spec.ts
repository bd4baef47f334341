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
import {
  axeViolationsWithPausedClock,
  contactForm,
  FAILED_TEXT,
  fillContactForm,
  messageAndTokenColours,
  SENT_TEXT,
  STATUS_MESSAGE_MS,
  takeFailedLoadErrors,
  VISITOR,
} from './contact';
import { expect, gotoHydrated, test } from './fixtures';
import { startVariant, type Variant } from './variants';
import { cspViolations, recordCspViolations } from './csp';

// One worker builds and serves this file's variant; its tests share the server's switch.
test.describe.configure({ mode: 'default' });

type Reply = 'deliver' | 403 | 429 | 451 | 500 | 'drop';

const outboxDir = mkdtempSync(path.join(tmpdir(), 'e2e-outbox-'));
const server = {
  reply: 'deliver' as Reply,
  /** While set, send-form requests wait for it before they are answered. */
  hold: undefined as Promise<void> | undefined,
  requests: 0,
};

function testApp(options: AppOptions) {
  const app = createApp({ ...options, outbox: { dir: outboxDir } });
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === SEND_FORM_PATH) {
      server.requests += 1;
      await server.hold;
      if (server.reply === 'drop') {
        req.socket.destroy();
        return;
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

function outbox(): OutboxMessage[] {
  return readdirSync(outboxDir).map(
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
  server.requests = 0;
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
  await expect(name).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(message).toHaveValue('');
  await expect.poll(() => server.requests).toBe(1);
  release();
  await expect(status).toHaveText(SENT_TEXT);
  await expect(send).toBeEnabled();
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
    const { name, email, message, send, status } = contactForm(page);
    await fillContactForm(page);
    await send.click();
    await expect(status).toHaveText(FAILED_TEXT);
    const colours = await messageAndTokenColours(status.locator('p'), '--color-danger');
    expect(colours.message).toBe(colours.token);
    await expect(name).toHaveValue(VISITOR.from_name);
    await expect(email).toHaveValue(VISITOR.from_email);
    await expect(message).toHaveValue(VISITOR.message);
    // Chromium itself retries a request whose connection was dropped before any answer.
    if (reply === 'drop') expect(server.requests).toBeGreaterThanOrEqual(1);
    else expect(server.requests).toBe(1);
    expect(outbox()).toEqual([]);

    await page.clock.runFor(STATUS_MESSAGE_MS - 1);
    await expect(status).toHaveText(FAILED_TEXT);
    await page.clock.runFor(1);
    await expect(status).toBeEmpty();
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
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
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
