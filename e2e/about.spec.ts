import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentDir } from '../build-config';
import { validate, type SchemaError } from '@jsonresume/schema';
import type { JsonResume } from '../scripts/resume/json-resume-types';
import { isInResume } from '../scripts/resume/resume-data';
import { resumeJsonPath } from '../src/lib/siteFiles';
import { plainText } from '../src/model/markup';
import { contentIn, languages } from '@/test/content';
import { dictionaries } from '../src/i18n/dictionary';
import { RESUME_WORDS } from '../scripts/resume/words';
import { escapeRegExp } from '../test-support/escapeRegExp';
import {
  axeViolationsWithPausedClock,
  contactForm,
  FAILED_TEXT,
  fillContactForm,
  messageAndTokenColours,
  STATUS_MESSAGE_MS,
} from './contact';
import { expect, gotoHydrated, test } from './fixtures';
import { profile } from './site';
import { MACHINERY } from './scope';

test.describe('about me', () => {
  for (const lang of languages) {
    const content = contentIn(lang);
    const strings = dictionaries[lang];
    const aboutPath = content.pages.find((p) => p.id === 'aboutMe')?.path ?? '/about-me';
    const heading = content.pages.find((p) => p.id === 'aboutMe')?.navLabel ?? '';

    test(`${aboutPath} shows the about text, the portrait and the ${lang} resume link; beside the ${lang} PDF, the ${lang} resume.json: JSON Resume of the same content; the ${lang} resume is the owner’s own PDF, or one generated in ${lang} with the name, every timeline title and the skill categories${lang === languages[0] ? '; the contact details and the social links' : ''}`, async ({
      page,
    }) => {
      await gotoHydrated(page, aboutPath);
      await test.step(`${aboutPath} shows the about text, the portrait and the ${lang} resume link`, async () => {
        await expect(
          page.getByRole('heading', { level: 1, name: heading, exact: true }),
        ).toBeVisible();
        for (const paragraph of content.profile.about)
          await expect(page.getByText(plainText(paragraph))).toBeVisible();
        const avatar = page.getByRole('img', { name: content.profile.avatar.alt });
        await expect(avatar).toBeVisible();
        await expect
          .poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        const link = page.getByRole('link', { name: strings.about.downloadResume });
        await expect(link).toHaveAttribute('href', `/${content.resumeFile}`);
        await expect(link).toHaveAttribute('download', content.resumeFile);
      });
      await test.step(`beside the ${lang} PDF, the ${lang} resume.json: JSON Resume of the same content`, async () => {
        const address = resumeJsonPath(lang, languages);
        const link = page.getByRole('link', { name: strings.about.jsonResumeLabel });
        await expect(link).toHaveAttribute('href', address);
        await expect(link).toHaveText(strings.about.jsonResume);
        const response = await page.request.get(address);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toMatch(/^application\/json\b/);
        const document = (await response.json()) as JsonResume;
        let errors: SchemaError[] = [];
        validate(document, (found) => {
          errors = found ?? [];
        });
        expect(errors).toEqual([]);
        expect(document.basics?.name).toBe(content.profile.name);
        expect(document.basics?.label).toBe(content.profile.role);
        expect(document.meta?.language).toBe(lang);
      });
      await test.step(`the ${lang} resume is the owner’s own PDF, or one generated in ${lang} with the name, every timeline title and the skill categories`, async () => {
        const href = await page
          .getByRole('link', { name: strings.about.downloadResume })
          .getAttribute('href');
        const response = await page.request.get(href ?? '');
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/pdf');
        if (content.resume.file) {
          // The owner's own PDF (resume.ts › file), served as it is.
          const own = readFileSync(path.join(contentDir(), content.resume.file));
          expect((await response.body()).equals(own)).toBe(true);
          return;
        }
        const dir = mkdtempSync(path.join(tmpdir(), 'resume-'));
        try {
          const file = path.join(dir, 'resume.pdf');
          writeFileSync(file, await response.body());
          const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], {
            encoding: 'utf8',
          }).replace(/\s+/g, ' ');
          expect(text).toContain(content.profile.name);
          for (const entry of content.timeline.filter((e) => isInResume(e, content.projects)))
            expect(text).toContain(entry.title);
          for (const category of content.skillCategories) expect(text).toContain(category.title);
          const info = execFileSync('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' });
          const title = `${content.profile.name} – ${RESUME_WORDS[lang].resume}`;
          expect(info).toMatch(new RegExp(`^Title:\\s+${escapeRegExp(title)}$`, 'm'));
          expect(info).toMatch(/^Pages:\s+[12]$/m);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      });
      if (lang !== languages[0]) return;
      await test.step('has the contact details and the social links', async () => {
        const contact = page.getByRole('region', { name: 'Get in touch' });
        await expect(contact.getByText(profile.location)).toBeVisible();
        await expect(contact.getByRole('link', { name: profile.email }).first()).toHaveAttribute(
          'href',
          `mailto:${profile.email}`,
        );
        if (profile.phone)
          await expect(contact.getByRole('link', { name: profile.phone }).first()).toHaveAttribute(
            'href',
            /^tel:\+?\d+$/,
          );
        // Every profile link is there, and no address twice (an e-mail or phone link that the
        // details already show is not repeated under the profiles).
        const hrefs = await contact
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
        for (const link of profile.social) expect(hrefs).toContain(link.href);
        expect(hrefs.length).toBe(new Set(hrefs).size);
      });
    });
  }

  test(
    'the form has labelled required fields and a status region from the start',
    MACHINERY,
    async ({ page }) => {
      await gotoHydrated(page, '/about-me');
      const { name, email, message, status, alert } = contactForm(page);
      for (const [field, fieldName] of [
        [name, 'from_name'],
        [email, 'from_email'],
        [message, 'message'],
      ] as const) {
        await expect(field).toHaveAttribute('name', fieldName);
        await expect(field).toHaveAttribute('required', '');
      }
      await expect(email).toHaveAttribute('type', 'email');
      await expect(status).toBeAttached();
      await expect(status).toBeEmpty();
      await expect(alert).toBeAttached();
      await expect(alert).toBeEmpty();
    },
  );

  test(
    'without e-mail settings, sending shows the generic error and makes no request',
    MACHINERY,
    async ({ page }) => {
      const requests: string[] = [];
      const scripts: string[] = [];
      // Anything but fetching the page's own files (e.g. an icon drawn when the message shows).
      page.on('request', (request) => {
        const isOwnFile =
          request.method() === 'GET' &&
          /^\/(icons|images|assets)\//.test(new URL(request.url()).pathname);
        if (!isOwnFile) requests.push(`${request.method()} ${request.url()}`);
      });
      page.on('response', async (response) => {
        if (response.url().endsWith('.js')) scripts.push(await response.text());
      });
      await page.clock.install();
      await gotoHydrated(page, '/about-me');
      await page.clock.pauseAt(Date.now() + 60_000);
      const before = requests.length;
      const { alert, status, name, email, message } = contactForm(page);
      await fillContactForm(page);
      await contactForm(page).send.click();
      await expect(alert).toHaveText(FAILED_TEXT);
      await expect(status).toBeEmpty();
      const colours = await messageAndTokenColours(alert.locator('p'), '--color-danger');
      expect(colours.message).toBe(colours.token);
      await expect(name).toHaveValue('Ada Lovelace');
      await expect(email).toHaveValue('ada@example.com');
      await expect(message).toHaveValue(/internship/);
      expect(requests.slice(before)).toEqual([]);
      expect(scripts.some((text) => text.includes('/api/v1.0/email/send-form'))).toBe(false);
      await page.clock.runFor(STATUS_MESSAGE_MS);
      await expect(alert).toBeEmpty();
    },
  );

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no axe violations while the error shows (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.clock.install();
      await gotoHydrated(page, '/about-me');
      await page.clock.pauseAt(Date.now() + 60_000);
      await fillContactForm(page);
      await contactForm(page).send.click();
      await expect(contactForm(page).alert).toHaveText(FAILED_TEXT);
      expect(await axeViolationsWithPausedClock(page)).toEqual([]);
      await expect(contactForm(page).alert).toHaveText(FAILED_TEXT);
    });
  }
});
