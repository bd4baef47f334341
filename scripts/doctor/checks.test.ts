// @vitest-environment node
import path from 'node:path';
import { profile } from '@/content/profile';
import { overviewProjectIds, projects, projectSections } from '@/content/projects';
import { resume } from '@/content/resume';
import { site } from '@/content/site';
import { skillCategories } from '@/content/skills';
import { timeline } from '@/content/timeline';
import type { ContentModules } from '../content/check-rules';
import {
  analyticsSetup,
  emailSettings,
  pagesBasePath,
  publicUrl,
  RESUME_MAX_PAGES,
  resumePages,
  sampleLeftovers,
} from './checks';
import { readFingerprint, sha256 } from './fingerprint';

const sample = readFingerprint();
const content = (): ContentModules =>
  structuredClone({
    profile,
    projects,
    projectSections,
    overviewProjectIds,
    timeline,
    skillCategories,
    resume,
    site,
  }) as ContentModules;

/** A finished owner: own name, addresses and files, nothing of the sample's. */
function finishedOwner(): ContentModules {
  const c = content();
  c.profile.name = 'Ayşe Kaya';
  c.profile.email = 'ayse@kaya.dev';
  c.profile.social = [
    { kind: 'github', label: 'GitHub', handle: 'aysek', href: 'https://github.com/aysek' },
  ];
  for (const p of c.projects) p.repoUrl = `https://github.com/aysek/${p.id}`;
  c.resume.fileName = 'Ayse-Kaya-Resume.pdf';
  c.site.url = 'https://aysek.github.io';
  return c;
}

const KEYS = {
  VITE_EMAILJS_SERVICE_ID: 'service_x',
  VITE_EMAILJS_TEMPLATE_ID: 'template_x',
  VITE_EMAILJS_PUBLIC_KEY: 'key_x',
};

describe('doctor', () => {
  it('knows both sample owners: either one’s name is a leftover', () => {
    expect(sample.names.length).toBeGreaterThanOrEqual(2);
    for (const name of sample.names) {
      const c = finishedOwner();
      c.profile.name = name;
      expect(sampleLeftovers(c, [], sample).map((f) => f.message)).toEqual([
        `profile.ts › name: still the sample's name '${name}'. Put your own name.`,
      ]);
    }
  });

  it('takes addresses on reserved example domains for placeholders', () => {
    for (const email of ['me@example.org', 'me@my-name.example', 'me@site.test']) {
      const c = finishedOwner();
      c.profile.email = email;
      expect(sampleLeftovers(c, [], sample).map((f) => f.level)).toEqual(['fail']);
    }
  });

  it('finds nothing of the sample in a finished owner’s content', () => {
    expect(sampleLeftovers(finishedOwner(), [], sample)).toEqual([]);
    expect(publicUrl(finishedOwner(), {}, sample).level).toBe('ok');
  });

  it('names the sample’s name, addresses, resume name and files, by value', () => {
    const c = finishedOwner();
    c.profile.name = sample.names[0] ?? '';
    c.profile.email = 'me@example.com';
    const [first] = c.projects;
    if (!first) throw new Error('content has a project');
    first.repoUrl = sample.links.find((l) => l.startsWith('https://github.com/')) ?? '';
    const samplePicture = Object.entries(sample.files)[0] ?? ['', ''];
    const messages = sampleLeftovers(
      c,
      [
        {
          where: 'projects.ts › x › cardImage',
          path: 'cards/renamed.jpg',
          sha256: samplePicture[0],
        },
      ],
      sample,
    ).map((f) => `${f.level} ${f.message}`);
    expect(messages).toEqual([
      `fail profile.ts › name: still the sample's name '${sample.names[0]}'. Put your own name.`,
      "fail profile.ts › email: 'me@example.com' is an example address (example.com, .example, .test). Put your real address.",
      `fail projects.ts › ${first.id} › repoUrl: '${first.repoUrl}' is the sample's. Put your own address, or remove the entry.`,
      `fail projects.ts › x › cardImage: 'cards/renamed.jpg' is the sample's ${samplePicture[1]}. Replace it with your own picture or file.`,
    ]);
  });

  it('the fingerprint knows the files the sample ships', () => {
    const jar = Object.entries(sample.files).find(([, name]) => name.endsWith('.jar'));
    if (jar) expect(sha256(path.resolve(jar[1]))).toBe(jar[0]);
    expect(Object.keys(sample.files).length).toBeGreaterThan(0);
  });

  it('wants a public https URL that is not the sample’s', () => {
    const c = finishedOwner();
    c.site.url = sample.siteUrls[0] ?? '';
    expect(publicUrl(c, {}, sample).level).toBe('fail');
    expect(publicUrl(c, { VITE_SITE_URL: 'https://me.dev' }, sample)).toEqual({
      level: 'ok',
      message: 'public URL: https://me.dev',
    });
    expect(publicUrl(c, { VITE_SITE_URL: 'http://me.dev' }, sample).message).toBe(
      "public URL: 'http://me.dev' must start with https://. Link previews and search engines use it.",
    );
  });

  it('fails on missing or partial e-mail settings and on the local outbox', () => {
    expect(emailSettings({}).level).toBe('fail');
    expect(emailSettings({ ...KEYS, VITE_EMAILJS_PUBLIC_KEY: '' }).message).toBe(
      'e-mail: VITE_EMAILJS_PUBLIC_KEY missing (the others are set), so sending fails. Set all three.',
    );
    expect(emailSettings({ ...KEYS, VITE_EMAIL_LOCAL_OUTBOX: 'true' }).level).toBe('fail');
    expect(emailSettings(KEYS).level).toBe('ok');
  });

  it('fails on a malformed analytics id and accepts none or a G- id', () => {
    expect(analyticsSetup({}).level).toBe('ok');
    expect(analyticsSetup({ VITE_GA_MEASUREMENT_ID: 'G-AB12CD34EF' }).level).toBe('ok');
    expect(analyticsSetup({ VITE_GA_MEASUREMENT_ID: 'UA-12345-1' }).message).toMatch(
      /^analytics: VITE_GA_MEASUREMENT_ID 'UA-12345-1' is not a Google Analytics 4 measurement id/,
    );
  });

  it('accepts Plausible and Umami settings, and names a malformed domain or id', () => {
    expect(analyticsSetup({ VITE_PLAUSIBLE_DOMAIN: 'jane.dev' })).toEqual({
      level: 'ok',
      message: 'analytics: Plausible for jane.dev',
    });
    expect(analyticsSetup({ VITE_PLAUSIBLE_DOMAIN: 'https://jane.dev/' }).level).toBe('fail');
    const umami = {
      VITE_UMAMI_WEBSITE_ID: '4f0a1b2c-3d4e-4f60-8a9b-0c1d2e3f4a5b',
      VITE_UMAMI_SRC: 'https://cloud.umami.is/script.js',
    };
    expect(analyticsSetup(umami).level).toBe('ok');
    expect(analyticsSetup({ ...umami, VITE_UMAMI_WEBSITE_ID: 'my-site' }).message).toMatch(
      /^analytics: VITE_UMAMI_WEBSITE_ID 'my-site' is not an Umami website id/,
    );
  });

  it("fails with the build's sentence on two providers or half of one", () => {
    expect(
      analyticsSetup({ VITE_GA_MEASUREMENT_ID: 'G-AB12CD34EF', VITE_PLAUSIBLE_DOMAIN: 'jane.dev' }),
    ).toEqual({
      level: 'fail',
      message:
        "Analytics: VITE_GA_MEASUREMENT_ID and VITE_PLAUSIBLE_DOMAIN are both set, but the site measures with one provider at a time. Keep the variables of the one you want and empty the other's (in .env or on the host), then build again.",
    });
    expect(analyticsSetup({ VITE_UMAMI_WEBSITE_ID: 'x' }).message).toMatch(
      /VITE_UMAMI_WEBSITE_ID is set but VITE_UMAMI_SRC is not/,
    );
  });

  it('checks the base path against the GitHub Pages repository', () => {
    expect(pagesBasePath({ BASE_PATH: '/portfolio' }).message).toBe('base path: /portfolio/');
    expect(pagesBasePath({ GITHUB_REPOSITORY: 'ayse/portfolio' }).message).toBe(
      'base path: /, but GitHub Pages serves ayse/portfolio under /portfolio/. Leave BASE_PATH unset (the workflow takes it from Pages), or set it to /portfolio/.',
    );
    expect(
      pagesBasePath({ GITHUB_REPOSITORY: 'ayse/portfolio', BASE_PATH: '/portfolio/' }).level,
    ).toBe('ok');
    expect(pagesBasePath({ GITHUB_REPOSITORY: 'ayse/ayse.github.io' }).level).toBe('ok');
    const customDomain = { GITHUB_REPOSITORY: 'ayse/portfolio', VITE_SITE_URL: 'https://ayse.dev' };
    expect(pagesBasePath(customDomain).level).toBe('ok');
    expect(pagesBasePath({ ...customDomain, BASE_PATH: '/portfolio' }).level).toBe('fail');
  });

  it('counts the resume’s pages', () => {
    expect(resumePages(1, 'dist/r.pdf')).toEqual({
      level: 'ok',
      message: 'resume: dist/r.pdf, 1 page',
    });
    expect(resumePages(RESUME_MAX_PAGES + 1, 'dist/r.pdf').level).toBe('warn');
    expect(resumePages(undefined, 'dist/r.pdf').level).toBe('warn');
  });
});
