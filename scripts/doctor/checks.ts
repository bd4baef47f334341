/**
 * The checks of `npm run doctor`, the pre-flight before going live. Pure: each takes what it
 * needs (content, environment, file hashes, PDF page count) and answers findings, so every
 * owner mistake is tested on its own (doctor.test.ts). doctor.ts gathers the inputs and prints.
 */
import { allTexts } from '../../src/i18n/localise';
import { analyticsProblem, analyticsSettings, basePath } from '../../build-config';
import type { ContentModules } from '../content/check-rules';
import { ageInDays, FACTS_MAX_AGE_DAYS, githubRepoOf, sameRepo } from '../../src/model/githubFacts';
import type { ParsedFacts } from '../../src/model/githubFacts';
import { brokenFileSentence } from '../github/facts';
import { todoMessage, type ImportTodo } from '../content/import-todos';
import type { SampleFingerprint } from './fingerprint';

/** `fail`: would embarrass the owner in public, the doctor exits non-zero. */
export type Level = 'fail' | 'warn' | 'ok';

export interface Finding {
  level: Level;
  message: string;
}

const fail = (message: string): Finding => ({ level: 'fail', message });
const warn = (message: string): Finding => ({ level: 'warn', message });
const ok = (message: string): Finding => ({ level: 'ok', message });

/** Addresses reserved for examples (RFC 2606): never a real inbox or page. */
/** Hosts reserved for examples (RFC 2606): example.com/.org/.net and the .example, .test and .invalid domains. */
const EXAMPLE_HOST = /(^|[@./])example\.(com|org|net)\b|\.(example|test|invalid)(\/|$|:)/i;

export type Env = Record<string, string | undefined>;

/** An image or download the content uses, with the SHA-256 of its file. */
export interface UsedFile {
  where: string;
  path: string;
  sha256: string;
}

export function sampleLeftovers(
  content: ContentModules,
  files: readonly UsedFile[],
  sample: SampleFingerprint,
): Finding[] {
  const found: Finding[] = [];
  const { profile, projects, resume } = content;
  if (sample.names.includes(profile.name))
    found.push(
      fail(`profile.ts › name: still the sample's name '${profile.name}'. Put your own name.`),
    );
  const addresses = [
    ['profile.ts › email', profile.email],
    ...profile.social.map((s, i) => [`profile.ts › social[${i}] (${s.label}) › href`, s.href]),
    ...projects.map((p) => [`projects.ts › ${p.id} › repoUrl`, p.repoUrl]),
  ] as const;
  for (const [where, value] of addresses) {
    if (sample.emails.includes(value) || sample.links.includes(value))
      found.push(
        fail(`${where}: '${value}' is the sample's. Put your own address, or remove the entry.`),
      );
    else if (EXAMPLE_HOST.test(value.replace(/^mailto:/, '')))
      found.push(
        fail(
          `${where}: '${value}' is an example address (example.com, .example, .test). Put your real address.`,
        ),
      );
  }
  for (const fileName of allTexts(resume.fileName))
    if (sample.resumeFileNames.includes(fileName))
      found.push(
        fail(
          `resume.ts › fileName: '${fileName}' is the sample's. Name it after yourself, e.g. 'Jane-Doe-Resume.pdf'.`,
        ),
      );
  for (const file of files) {
    const original = sample.files[file.sha256];
    if (original)
      found.push(
        fail(
          `${file.where}: '${file.path}' is the sample's ${original}. Replace it with your own picture or file.`,
        ),
      );
  }
  return found;
}

export function publicUrl(content: ContentModules, env: Env, sample: SampleFingerprint): Finding {
  const url = env.VITE_SITE_URL?.trim() || content.site.url;
  if (!url)
    return fail('public URL: not set. Put your address in site.ts › url, or set VITE_SITE_URL.');
  if (sample.siteUrls.includes(url))
    return fail(
      `public URL: '${url}' is the sample's. Put your address in site.ts › url, or set VITE_SITE_URL (the Pages workflow sets it for you).`,
    );
  if (!/^https:\/\/[^/\s]+(\/[^\s]*)?$/.test(url))
    return fail(
      `public URL: '${url}' must start with https://. Link previews and search engines use it.`,
    );
  return ok(`public URL: ${url}`);
}

const EMAIL_KEYS = [
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
  'VITE_EMAILJS_PUBLIC_KEY',
];

export function emailSettings(env: Env): Finding {
  if (env.VITE_EMAIL_LOCAL_OUTBOX === 'true')
    return fail(
      'e-mail: VITE_EMAIL_LOCAL_OUTBOX=true sends messages to a local folder. Unset it for a public build (npm start sets it; deploy the output of npm run build).',
    );
  const missing = EMAIL_KEYS.filter((key) => !env[key]?.trim());
  if (missing.length === EMAIL_KEYS.length)
    return fail(
      `e-mail: no EmailJS settings, so every message sent with the contact form fails. Set ${EMAIL_KEYS.join(', ')} (README "Contact form and resume").`,
    );
  if (missing.length)
    return fail(
      `e-mail: ${missing.join(', ')} missing (the others are set), so sending fails. Set all three.`,
    );
  return ok('e-mail: EmailJS settings present');
}

/**
 * The analytics the build will use: which provider (and whether visitors are asked first), a
 * broken choice (two providers, half of one: the build's own sentence) or a malformed id.
 */
export function analyticsSetup(env: Env): Finding {
  const problem = analyticsProblem(env);
  if (problem) return fail(problem);
  const settings = analyticsSettings(env);
  switch (settings.provider) {
    case 'none':
      return ok(
        'analytics: off (no VITE_GA_MEASUREMENT_ID, VITE_PLAUSIBLE_DOMAIN or VITE_UMAMI_WEBSITE_ID)',
      );
    case 'google':
      if (!/^G-[A-Z0-9]{6,12}$/.test(settings.measurementId))
        return fail(
          `analytics: VITE_GA_MEASUREMENT_ID '${settings.measurementId}' is not a Google Analytics 4 measurement id (G- and 6 to 12 capitals or digits, e.g. G-AB12CD34EF). Copy it from Admin → Data streams.`,
        );
      return ok(
        `analytics: Google Analytics ${settings.measurementId}, after each visitor's consent`,
      );
    case 'plausible':
      if (!/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(settings.domain))
        return fail(
          `analytics: VITE_PLAUSIBLE_DOMAIN '${settings.domain}' is not a domain. Write it as Plausible's site settings show it, without https:// or a path (e.g. jane.dev).`,
        );
      return ok(
        `analytics: Plausible for ${settings.domain}${settings.src ? ` (${settings.src})` : ''}`,
      );
    case 'umami':
      if (
        !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(settings.websiteId)
      )
        return fail(
          `analytics: VITE_UMAMI_WEBSITE_ID '${settings.websiteId}' is not an Umami website id (a UUID such as 4f0a1b2c-…). Copy data-website-id from Umami's tracking code.`,
        );
      return ok(`analytics: Umami ${settings.websiteId} (${settings.src})`);
  }
}

/**
 * The base path the build uses, and on GitHub Actions whether it fits the repository: a project
 * site (`<user>.github.io/<repo>/`) needs `/<repo>/`, a user site `/`.
 */
export function pagesBasePath(env: Env): Finding {
  const base = basePath(env.BASE_PATH);
  const repository = env.GITHUB_REPOSITORY;
  if (!repository) return ok(`base path: ${base}`);
  const [owner = '', repo = ''] = repository.split('/');
  const userSite = repo.toLowerCase() === `${owner.toLowerCase()}.github.io`;
  let host = '';
  try {
    host = new URL(env.VITE_SITE_URL ?? '').hostname;
  } catch {
    host = '';
  }
  // A custom domain serves the site at its root.
  const customDomain = host !== '' && !host.endsWith('.github.io');
  const expected = userSite || customDomain ? '/' : `/${repo}/`;
  if (base !== expected)
    return fail(
      `base path: ${base}, but GitHub Pages serves ${repository} under ${expected}. Leave BASE_PATH unset (the workflow takes it from Pages), or set it to ${expected}.`,
    );
  return ok(`base path: ${base}`);
}

/** Big pictures only slow the build; pictures that are too small look soft. */
export function imageWarnings(warnings: readonly string[]): Finding[] {
  return warnings.map((w) => warn(`image: ${w}`));
}

/**
 * What a starter (`npm run new`, `import-resume`, `import-linkedin`) left to do (its
 * `// TODO(import)` lines): placeholder pictures, page descriptions and colours would show in
 * public, so each one is to fix before going live.
 */
export function importTodoFindings(todos: readonly ImportTodo[]): Finding[] {
  return todos.map((todo) => fail(todoMessage(todo)));
}

export const RESUME_MAX_PAGES = 2;

export function resumePages(pages: number | undefined, file: string): Finding {
  if (pages === undefined)
    return warn(`resume: ${file} not found. Run npm run build first to check its page count.`);
  if (pages > RESUME_MAX_PAGES)
    return warn(
      `resume: ${file} has ${pages} pages; recruiters read one or two. Shorten the bullets or the summary.`,
    );
  return ok(`resume: ${file}, ${pages} page${pages === 1 ? '' : 's'}`);
}

/** After this many days the doctor suggests syncing the GitHub facts again. */
export const FACTS_OLD_DAYS = 30;

/**
 * github.json (`npm run sync-github`): whether the projects on GitHub have facts, how old they
 * are, and whether they are still the projects' (`file`: the file read, undefined for none).
 */
export function githubFacts(
  projects: readonly { id: string; repoUrl: string }[],
  file: ParsedFacts | undefined,
  now: Date,
): Finding[] {
  const onGitHub = projects.filter((p) => githubRepoOf(p.repoUrl));
  if (!file)
    return onGitHub.length
      ? [ok('GitHub facts: none; run npm run sync-github to show stars and languages')]
      : [];
  if (file.problem !== undefined)
    return [warn(`GitHub facts: ${brokenFileSentence(file.problem)}`)];
  const { facts } = file;
  const found: Finding[] = [];
  const age = ageInDays(facts.fetchedAt, now);
  if (age > FACTS_MAX_AGE_DAYS)
    found.push(
      warn(
        `GitHub facts: github.json is ${age} days old, so the site leaves them out (after ${FACTS_MAX_AGE_DAYS}). Run npm run sync-github and commit the file.`,
      ),
    );
  else if (age > FACTS_OLD_DAYS)
    found.push(
      warn(
        `GitHub facts: github.json is ${age} days old. Run npm run sync-github and commit the file (the site leaves facts older than ${FACTS_MAX_AGE_DAYS} days out).`,
      ),
    );
  for (const [id, entry] of Object.entries(facts.projects)) {
    const project = projects.find((p) => p.id === id);
    const repo = project && githubRepoOf(project.repoUrl);
    if (!project)
      found.push(
        warn(
          `GitHub facts: github.json has facts of '${id}', which projects.ts no longer has. Run npm run sync-github to tidy it.`,
        ),
      );
    else if (!repo || !sameRepo(repo, entry.repo))
      found.push(
        warn(
          `GitHub facts: '${id}' has the facts of ${entry.repo}, but its repoUrl is ${project.repoUrl}, so the site leaves them out. Run npm run sync-github.`,
        ),
      );
  }
  if (!found.length) {
    const count = Object.keys(facts.projects).length;
    found.push(
      ok(
        `GitHub facts: ${count} project${count === 1 ? '' : 's'}, fetched ${age === 0 ? 'today' : `${age} day${age === 1 ? '' : 's'} ago`}`,
      ),
    );
  }
  return found;
}
