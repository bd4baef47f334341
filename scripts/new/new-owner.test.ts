// @vitest-environment node
/**
 * `npm run new`: answers in, a content folder of one's own out, with no trace of either sample
 * owner, named in `.env`. The build of such a folder and its pages: e2e/starters.spec.ts.
 */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { checkContentFolder } from '../content/check';
import { loadContent } from '../content/load';
import { runDoctor } from '../doctor/doctor';
import { readFingerprint, sha256 } from '../doctor/fingerprint';
import { scratchSpace } from '../../test-support/scratch';
import { collectAnswers, setEnvSetting, startNewOwner, type Answers } from './new-owner';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PUBLIC = path.join(ROOT, 'public');

/** What an owner types as flags. */
const FLAGS = {
  name: 'Kaito Ōsaka-Lindqvist',
  email: 'kaito@osaka-lindqvist.dev',
  role: 'Software Engineering Student',
  school: 'Northern Polytechnic',
  github: 'https://github.com/kaito-ol',
  linkedin: 'kaito-ol',
  languages: 'en,tr',
  speaks: 'Japanese: native, English (fluent), Swedish',
  colour: '#7C3AED',
} as const;

const { folder } = scratchSpace('new-owner');

async function answersOf(flags: Partial<Record<keyof Answers, string>>): Promise<Answers> {
  const read = await collectAnswers(flags);
  if ('problem' in read) throw new Error(read.problem);
  return read.value;
}

/** Every file under `dir`, by path. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

describe('npm run new with flags', () => {
  let place: string;
  let target: string;
  let envFile: string;
  let outcome: Awaited<ReturnType<typeof startNewOwner>>;
  beforeAll(async () => {
    place = folder('flags');
    target = path.join(place, 'my-content');
    envFile = path.join(place, '.env');
    writeFileSync(envFile, 'VITE_GA_MEASUREMENT_ID=G-AB12CD34EF\nCONTENT_DIR=src/content\n');
    outcome = await startNewOwner(await answersOf({ ...FLAGS, folder: 'my-content' }), {
      cwd: place,
      envFile,
    });
  }, 120_000);

  it('writes a folder that passes the content check', async () => {
    expect(outcome.code, outcome.lines.join('\n')).toBe(0);
    const report = await checkContentFolder(target, PUBLIC);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
  }, 120_000);

  it('carries every answer into the content', async () => {
    const { profile, site, skillCategories, timeline, projects, pages, siteTitle } =
      await loadContent(target);
    expect(profile.name).toBe(FLAGS.name);
    expect(profile.firstName).toBe('Kaito');
    expect(profile.email).toBe(FLAGS.email);
    expect(profile.role).toBe(FLAGS.role);
    expect(profile.school).toBe(FLAGS.school);
    expect(profile.social.map((s) => [s.kind, s.href])).toEqual([
      ['email', `mailto:${FLAGS.email}`],
      ['github', 'https://github.com/kaito-ol'],
      ['linkedin', 'https://www.linkedin.com/in/kaito-ol'],
    ]);
    expect(site.languages).toEqual(['en', 'tr']);
    expect(site.themeColor).toBe('#7c3aed');
    expect(site.url).toBe('https://kaito-ol.github.io');
    expect(projects.map((p) => p.accent)).toEqual(['#7c3aed']);
    // The import's own words in each language of the site.
    expect(pages.find((p) => p.id === 'projects')?.navLabel).toEqual({
      en: 'Projects',
      tr: 'Projeler',
    });
    expect(siteTitle).toEqual({
      en: `${FLAGS.name}'s Portfolio`,
      tr: `${FLAGS.name} Portfolyosu`,
    });
    const spoken = skillCategories.find((c) => c.spoken)?.groups[0]?.skills ?? [];
    expect(spoken.map((s) => [s.name, s.note])).toEqual([
      ['Japanese', 'native'],
      ['English', 'fluent'],
      ['Swedish', undefined],
    ]);
    const school = timeline.find((e) => e.kind === 'education');
    expect(school?.subtitle).toBe(FLAGS.school);
  }, 120_000);

  it('has nothing of either sample: names, links, pictures (npm run doctor finds no leftovers)', async () => {
    const findings = await runDoctor({}, target);
    const leftovers = findings.filter((f) =>
      /the sample's|an example address|is the sample's/.test(f.message),
    );
    expect(leftovers).toEqual([]);
    expect(findings).toContainEqual({
      level: 'ok',
      message: 'public URL: https://kaito-ol.github.io',
    });
    const sample = readFingerprint();
    const written = filesUnder(target)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => readFileSync(path.join(target, f), 'utf8'))
      .join('\n');
    for (const text of [...sample.names, ...sample.emails, ...sample.links, ...sample.siteUrls])
      expect(written, text).not.toContain(text);
    for (const picture of filesUnder(path.join(target, 'images')))
      expect(sample.files[sha256(path.join(target, 'images', picture))], picture).toBeUndefined();
  }, 120_000);

  it('draws the portrait from the initials and an app icon, in the colour', async () => {
    const corner = await sharp(path.join(target, 'images', 'portrait.png'))
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect([...corner.subarray(0, 3)]).toEqual([0x7c, 0x3a, 0xed]);
    const icon = await sharp(path.join(target, 'images', 'icons', 'my-project.png')).metadata();
    expect([icon.width, icon.height]).toEqual([192, 192]);
  });

  it('names the folder in .env and keeps its other settings', () => {
    expect(readFileSync(envFile, 'utf8')).toBe(
      'VITE_GA_MEASUREMENT_ID=G-AB12CD34EF\nCONTENT_DIR=my-content\n',
    );
    const said = outcome.lines.join('\n');
    expect(said).toContain('.env now says CONTENT_DIR=my-content (it said src/content)');
  });

  it('prints the next three steps', () => {
    const next = outcome.lines.indexOf('Next:');
    expect(next).toBeGreaterThan(0);
    expect(outcome.lines.slice(next + 1).map((line) => line.trim().slice(0, 3))).toEqual([
      '1. ',
      '2. ',
      '3. ',
    ]);
    expect(outcome.lines.join('\n')).toContain('npm run dev');
  });

  it('never writes over a folder that holds files', async () => {
    const before = readFileSync(path.join(target, 'profile.ts'), 'utf8');
    const again = await startNewOwner(await answersOf({ ...FLAGS, name: 'Someone Else' }), {
      cwd: place,
      envFile,
    });
    expect(again.code).toBe(1);
    expect(again.lines).toHaveLength(1);
    expect(again.lines[0]).toMatch(/^my-content\/ already holds files/);
    expect(readFileSync(path.join(target, 'profile.ts'), 'utf8')).toBe(before);
  });
});

describe('npm run new, asked in the terminal', () => {
  it('asks for what the flags do not give, again after an answer it cannot use', async () => {
    const typed = [
      'Ada Byron',
      '',
      '',
      'not-an-address',
      'ada@byron.dev',
      '',
      '',
      '',
      '',
      '#abc',
      '',
    ];
    const asked: string[] = [];
    const said: string[] = [];
    const read = await collectAnswers(
      {},
      (prompt) => {
        asked.push(prompt);
        return Promise.resolve(typed.shift() ?? '');
      },
      (line) => said.push(line),
    );
    expect('value' in read && read.value).toEqual({
      name: 'Ada Byron',
      role: undefined,
      school: undefined,
      email: 'ada@byron.dev',
      github: undefined,
      linkedin: undefined,
      languages: ['en'],
      speaks: [],
      colour: '#aabbcc',
      folder: 'my-content',
    });
    expect(said).toEqual([
      "'not-an-address' is not an e-mail address: write it as name@host.tld (the contact form sends to it).",
    ]);
    expect(asked.filter((q) => q.startsWith('Your e-mail address'))).toHaveLength(2);
    expect(typed).toEqual([]);
  });

  it('a folder from the fewest answers passes the content check too', async () => {
    const place = folder('fewest');
    const outcome = await startNewOwner(
      await answersOf({ name: 'Ada Byron', email: 'ada@byron.dev', folder: 'content' }),
      { cwd: place, envFile: path.join(place, '.env') },
    );
    expect(outcome.code, outcome.lines.join('\n')).toBe(0);
    const copy = path.join(folder('fewest-check'), 'content');
    cpSync(path.join(place, 'content'), copy, { recursive: true });
    expect((await checkContentFolder(copy, PUBLIC)).errors).toEqual([]);
    expect(readFileSync(path.join(place, '.env'), 'utf8')).toBe('CONTENT_DIR=content\n');
  }, 120_000);
});

describe('answers npm run new cannot take: a sentence naming the flag', () => {
  it.each([
    [{ email: 'a@b.dev' }, /^--name is missing: your name, as the site should show it\. Give it/],
    [{ name: 'A B' }, /^--email is missing: /],
    [{ name: 'A B', email: 'nope' }, /^--email: 'nope' is not an e-mail address/],
    [
      { name: 'A B', email: 'a@b.dev', github: 'a b' },
      /^--github: 'a b' is not a GitHub user name/,
    ],
    [
      { name: 'A B', email: 'a@b.dev', languages: 'en,fr' },
      /^--languages: The site can be in en and tr, not fr/,
    ],
    [
      { name: 'A B', email: 'a@b.dev', colour: 'teal' },
      /^--colour: 'teal' is not a colour: write it as #rrggbb/,
    ],
  ] as const)('%o', async (flags, message) => {
    const read = await collectAnswers(flags);
    expect('problem' in read && read.problem).toMatch(message);
  });
});

describe('.env', () => {
  it('replaces the line that names the setting, or adds one', () => {
    const file = path.join(folder('env'), '.env');
    expect(setEnvSetting(file, 'CONTENT_DIR', 'a')).toBeUndefined();
    expect(readFileSync(file, 'utf8')).toBe('CONTENT_DIR=a\n');
    writeFileSync(file, 'X=1\nexport CONTENT_DIR="old"\nY=2');
    expect(setEnvSetting(file, 'CONTENT_DIR', 'b')).toBe('old');
    expect(readFileSync(file, 'utf8')).toBe('X=1\nCONTENT_DIR=b\nY=2');
    expect(existsSync(file)).toBe(true);
  });
});
