// @vitest-environment node
/**
 * `npm run import-linkedin` on an export of our own making in LinkedIn's format
 * (test-support/fixtures/linkedin-export: every file the import reads, quoted commas and new
 * lines inside fields, accented names, a position without an end date, and a file it does not
 * read). The ZIP is made here from that folder, leaving one file out. The build of an imported
 * folder and its pages: e2e/starters.spec.ts.
 */
import {
  appendFileSync,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { checkContentFolder } from '../content/check';
import { importTodos } from '../content/import-todos';
import { loadContentIn } from '../content/load';
import { STATE_FILE } from '../resume/write-folder';
import { runScript } from '../../test-support/runScript';
import { scratchSpace } from '../../test-support/scratch';
import { bulletLines, isoDate } from './from-linkedin';
import { importLinkedIn } from './import-linkedin';
import { LINKEDIN_FILES } from './read-export';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(ROOT, 'test-support', 'fixtures', 'linkedin-export');
const PUBLIC = path.join(ROOT, 'public');
/** The file the ZIP leaves out, and the one of the fixture the import does not read. */
const LEFT_OUT = 'Publications.csv';
const UNKNOWN = 'Connections.csv';
const TODAY = new Date('2026-11-21T12:00:00Z');

const scratch = scratchSpace('import-linkedin');
const { folder } = scratch;

/** The fixture as LinkedIn sends it: a ZIP, here without `leaveOut`. */
function zipOf(dir: string, leaveOut: readonly string[] = []): string {
  const entries = Object.fromEntries(
    readdirSync(dir)
      .filter((file) => !leaveOut.includes(file))
      .map((file) => [file, new Uint8Array(readFileSync(path.join(dir, file)))]),
  );
  const file = path.join(folder('zip'), 'Basic_LinkedInDataExport_11-21-2026.zip');
  writeFileSync(file, zipSync(entries));
  return file;
}

/** The content check of `dir`, on a copy (a folder's modules are imported once per process). */
async function check(dir: string) {
  const copy = path.join(folder('check'), 'content');
  cpSync(dir, copy, { recursive: true });
  return checkContentFolder(copy, PUBLIC);
}

/** The content of `dir` as the pages show it, from a copy (see `check`). */
async function contentOf(dir: string) {
  const copy = path.join(folder('load'), 'content');
  cpSync(dir, copy, { recursive: true });
  return loadContentIn(undefined, copy);
}

/** Writes `file` again with `from` replaced by `to` (an owner's edit, a newer export). */
function replaceIn(file: string, from: string | RegExp, to: string) {
  writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));
}

/** Every file of `dir` with its bytes, by path. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string, prefix: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const relative = `${prefix}${entry.name}`;
      if (entry.isDirectory()) walk(path.join(at, entry.name), `${relative}/`);
      else files.set(relative, readFileSync(path.join(at, entry.name)).toString('base64'));
    }
  };
  walk(dir, '');
  return files;
}

describe('LinkedIn dates and descriptions', () => {
  it.each([
    ['Sep 2023', '2023-09'],
    ['September 2023', '2023-09'],
    ['2019', '2019'],
    ['Sep 12, 2024', '2024-09-12'],
    ['12 Sep 2024', '2024-09-12'],
    ['9/12/24, 10:21 AM', '2024-09-12'],
    ['2024-03', '2024-03'],
    ['', undefined],
    ['Summer 2023', undefined],
  ])('%s → %s', (given, iso) => expect(isoDate(given)).toBe(iso));

  it('turns a description into bullet points without the bullets typed', () => {
    expect(bulletLines('Built it.\n- Cut load time.\r\n• Mentored two.\n\n  3) Shipped.')).toEqual([
      'Built it.',
      'Cut load time.',
      'Mentored two.',
      'Shipped.',
    ]);
  });
});

describe('import of an export ZIP', () => {
  let target: string;
  let outcome: Awaited<ReturnType<typeof importLinkedIn>>;
  beforeAll(async () => {
    target = path.join(folder('zip-import'), 'my-content');
    outcome = await importLinkedIn(zipOf(FIXTURE, [LEFT_OUT]), target, scratch.root(), TODAY);
  }, 120_000);

  it('writes a folder that passes the content check, its TODOs listed with file and line', async () => {
    expect(outcome.code, outcome.lines.join('\n')).toBe(0);
    const report = await check(target);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    const said = outcome.lines.join('\n');
    const todos = importTodos(target);
    expect(todos.length).toBeGreaterThan(0);
    for (const todo of todos) {
      const line = readFileSync(path.join(target, todo.file), 'utf8').split('\n')[todo.line - 1];
      expect(line).toContain(`TODO(import): ${todo.note}`);
      expect(said).toContain(`${todo.file}:${todo.line}: ${todo.note}`);
    }
    // What the export cannot know: pictures, screenshots, which skills go in which category.
    const notes = todos.map((t) => `${t.file}: ${t.note}`).join('\n');
    expect(notes).toMatch(/profile\.ts: put your portrait/);
    expect(notes).toMatch(/projects\.ts: put real screenshots/);
    expect(notes).toMatch(/skills\.ts: LinkedIn lists your skills without categories/);
    expect(notes).toMatch(/timeline\.ts: Courses\.csv does not say where/);
  }, 120_000);

  it('names the file the export lacks and the one it does not read, and goes on', () => {
    const said = outcome.lines.join('\n');
    expect(said).toMatch(new RegExp(`Not in the export, so nothing from them: ${LEFT_OUT}\\.`));
    expect(said).toContain(
      `Not read (the site has no place for them, or the import does not know them): ${UNKNOWN}.`,
    );
    for (const file of LINKEDIN_FILES.filter((f) => f !== LEFT_OUT))
      expect(said.split('\n')[0]).toContain(file);
  });

  it('carries over the positions, schools, skills, certifications and the rest', async () => {
    const content = await contentOf(target);
    expect(content.profile.name).toBe('Élodie Marchand-Øberg');
    expect(content.profile.email).toBe('elodie@marchand-oberg.example'); // the primary one
    expect(content.profile.role).toBe(
      'Computer Science student, building calm software for the outdoors',
    );
    expect(content.profile.location).toBe('Trondheim, Trøndelag, Norway');
    expect(content.profile.about).toHaveLength(2);
    expect(content.profile.social.map((s) => s.href)).toEqual([
      'mailto:elodie@marchand-oberg.example',
      'https://elodie.marchand-oberg.example',
      'https://github.com/elodie-mo',
      'https://x.com/elodie_mo',
    ]);
    const work = content.timeline.filter((e) => e.kind === 'work');
    expect(work.map((e) => [e.title, e.subtitle, e.start, e.end])).toEqual([
      ['Junior Developer', 'Nordlys Studio', '2024-06', 'Present'], // no end date: ongoing
      ['Web Developer (part-time)', 'Brûlerie Café Coop', '2022-09', '2024-05'],
    ]);
    // A quoted description over several lines, with commas and quotes in it.
    expect(work[0]?.bullets).toEqual([
      'Built the booking flow, end to end, in React and TypeScript.',
      "Cut the page's load time by 40%, measured with Lighthouse.",
      'Mentored two interns, "pair-programming" weekly.',
    ]);
    const schools = content.timeline.filter((e) => e.kind === 'education');
    expect(schools.map((e) => [e.title, e.subtitle, e.start, e.end])).toEqual([
      ['BSc Computer Science', 'Université du Nord-Est', '2021', '2025'],
      ['DEC, Sciences de la nature', 'Cégep de la Rive', '2019', '2021'],
    ]);
    expect(schools[0]?.coursework).toEqual([
      'Algorithms and Data Structures',
      'Human–Computer Interaction',
      'Databases',
    ]);
    expect(content.profile.school).toBe('Université du Nord-Est');
    const skills = content.skillCategories.filter((c) => !c.spoken).flatMap((c) => c.groups);
    expect(skills.flatMap((g) => g.skills.map((s) => s.name))).toEqual([
      'TypeScript',
      'React',
      'Node.js',
      'Python',
      'C++',
      'Kotlin',
      'Figma',
      'Git',
    ]);
    const spoken = content.skillCategories.find((c) => c.spoken)?.groups[0]?.skills ?? [];
    expect(spoken.map((s) => [s.name, s.note])).toEqual([
      ['Français', 'native or bilingual'],
      ['English', 'full professional'],
      ['Norsk', 'elementary'],
    ]);
    expect(content.record.certifications?.map((c) => [c.name, c.issuer, c.date])).toEqual([
      ['Cloud Practitioner, Foundational', 'Nordlys Academy', '2024-03'],
      ['Accessibility Fundamentals', 'Web Accessibility Guild', '2023-11'],
    ]);
    expect(content.record.awards?.map((a) => [a.title, a.date])).toEqual([
      ['Best Use of Open Data, Hack the Fjord 2024', '2024-02'],
    ]);
    expect(content.record.volunteering?.map((v) => [v.role, v.organisation, v.end])).toEqual([
      ['Mentor', 'Code Club Rive-Sud', 'Present'],
    ]);
    expect(content.record.publications).toBeUndefined(); // not in this ZIP
    expect(content.projects.map((p) => [p.id, p.name, p.section, p.repoUrl])).toEqual([
      ['fjord-tides', 'Fjord Tides', 'mobile-apps', 'https://github.com/elodie-mo/fjord-tides'],
      // No address in the export: the GitHub profile, under a TODO.
      ['cafe-queue', 'Café Queue', 'desktop-apps', 'https://github.com/elodie-mo'],
    ]);
    expect(content.projects.every((p) => p.icon)).toBe(true);
  }, 120_000);

  it('publishes nothing private: no address, birth date or post code', () => {
    const written = readdirSync(target)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => readFileSync(path.join(target, f), 'utf8'))
      .join('\n');
    for (const secret of ['Storgata', '7011', 'Apr 3', '2002', 'old.address@'])
      expect(written).not.toContain(secret);
    expect(outcome.lines.join('\n')).toContain(
      "Profile.csv's Address, Birth Date, Zip Code: private, never published",
    );
  });
});

describe('import of an unpacked export', () => {
  it('reads the folder the same way, every file with it', async () => {
    const target = path.join(folder('folder-import'), 'content');
    const outcome = await importLinkedIn(FIXTURE, target, scratch.root(), TODAY);
    expect(outcome.code, outcome.lines.join('\n')).toBe(0);
    expect(outcome.lines.join('\n')).not.toContain('Not in the export');
    const content = await contentOf(target);
    expect(content.record.publications?.map((p) => [p.title, p.venue, p.date])).toEqual([
      ['Offline-first maps for small boats', 'Nordic Student HCI Workshop', '2024-09'],
    ]);
  }, 120_000);
});

describe('a second import over the folder', () => {
  let source: string;
  let target: string;
  beforeAll(async () => {
    source = path.join(folder('export'), 'export');
    cpSync(FIXTURE, source, { recursive: true });
    target = path.join(folder('again'), 'my-content');
    const first = await importLinkedIn(source, target, scratch.root(), TODAY);
    expect(first.code, first.lines.join('\n')).toBe(0);
  }, 120_000);

  it('changes nothing when neither the export nor the folder changed', async () => {
    const before = snapshot(target);
    const again = await importLinkedIn(source, target, scratch.root(), TODAY);
    expect(again.code, again.lines.join('\n')).toBe(0);
    expect(again.lines.join('\n')).toContain('nothing changed');
    expect(snapshot(target)).toEqual(before);
  }, 120_000);

  it("leaves the owner's edits alone and brings in what is new elsewhere", async () => {
    // The owner's edits: a title, their own portrait, a TODO done.
    replaceIn(path.join(target, 'timeline.ts'), "title: 'Junior Developer'", "title: 'Developer'");
    const portrait = path.join(target, 'images', 'portrait.png');
    writeFileSync(portrait, readFileSync(path.join(target, 'images', 'cards', 'fjord-tides.png')));
    const profile = path.join(target, 'profile.ts');
    replaceIn(profile, /^.*TODO\(import\): put your portrait.*\n/m, '');
    replaceIn(profile, "'TODO: describe your portrait'", "'Élodie on the fjord in a red kayak'");
    const edited = snapshot(target);
    // A newer export: a new position and a new skill.
    appendFileSync(
      path.join(source, 'Positions.csv'),
      'Fjordline,Summer Intern,"Wrote the tide alerts, in Kotlin.",Bergen,Jun 2023,Aug 2023\n',
    );
    appendFileSync(path.join(source, 'Skills.csv'), 'Rust\n');
    const again = await importLinkedIn(source, target, scratch.root(), TODAY);
    expect(again.code, again.lines.join('\n')).toBe(0);
    const after = snapshot(target);
    for (const file of ['timeline.ts', 'profile.ts', 'images/portrait.png'])
      expect(after.get(file), `${file}: the owner's edit`).toBe(edited.get(file));
    expect(readFileSync(path.join(target, 'skills.ts'), 'utf8')).toContain("name: 'Rust'");
    expect(again.lines.join('\n')).toMatch(
      /kept as you edited them, without what is new in the import for them: timeline\.ts/,
    );
    expect(again.lines.join('\n')).toMatch(/written anew \(you had not edited them\): skills\.ts/);
    expect((await check(target)).errors).toEqual([]);
  }, 120_000);

  it('writes nothing when its files and the edited ones would not fit together', async () => {
    // The export renames a project (so its id), and the owner edited timeline.ts, which links
    // the old id: written, projects.ts would leave that link dangling.
    replaceIn(path.join(source, 'Projects.csv'), 'Fjord Tides,', 'Fjord Tides Pro,');
    const before = snapshot(target);
    const again = await importLinkedIn(source, target, scratch.root(), TODAY);
    expect(again.code).toBe(1);
    const said = again.lines.join('\n');
    expect(said).toContain(`Nothing was written to ${path.relative(scratch.root(), target)}/`);
    expect(said).toMatch(/fjord-tides/);
    expect(snapshot(target)).toEqual(before);
  }, 120_000);
});

describe('what the import cannot take: one sentence, code 1, nothing written', () => {
  it.each([
    [
      'a path that is not there',
      () => path.join(scratch.root(), 'nowhere.zip'),
      /^nowhere\.zip: not found \(looked for .*\)\. Name the ZIP file/,
    ],
    [
      'a file that is no ZIP',
      () => {
        const file = path.join(folder('bad'), 'export.zip');
        writeFileSync(file, 'not a zip at all');
        return file;
      },
      /^export\.zip: not a ZIP file the import can open \(.*\)\. Download your LinkedIn export again/,
    ],
    [
      'a folder without the export',
      () => {
        const dir = folder('empty');
        writeFileSync(path.join(dir, 'notes.txt'), 'hello');
        return dir;
      },
      /holds none of the files of a LinkedIn export the import reads \(Profile\.csv, /,
    ],
  ])('%s', async (_what, source, message) => {
    const target = path.join(folder('target'), 'my-content');
    const outcome = await importLinkedIn(source(), target, scratch.root(), TODAY);
    expect(outcome.code).toBe(1);
    expect(outcome.lines).toHaveLength(1);
    expect(outcome.lines[0]).toMatch(message);
    expect(existsSync(target)).toBe(false);
  });

  it('from the command line: the sentence on stderr, exit code 1, no stack trace', () => {
    const file = path.join(folder('cli'), 'export.zip');
    writeFileSync(file, 'PK broken');
    const target = path.join(path.dirname(file), 'my-content');
    const run = runScript('scripts/linkedin/import-linkedin.ts', [file, target]);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^export\.zip: not a ZIP file the import can open/);
    expect(existsSync(target)).toBe(false);
    expect(existsSync(path.join(target, STATE_FILE))).toBe(false);
  }, 120_000);
});
