// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { skillCategories } from '@/content/skills';
import { contentDir } from '../../build-config';
import { emailSettings } from './checks';
import { runDoctor } from './doctor';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'doctor-'));
  cpSync(contentDir(), dir, { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run doctor', () => {
  it('shows the content check’s errors and every other finding too', async () => {
    const skill = skillCategories
      .flatMap((c) => c.groups.flatMap((g) => g.skills))
      .find((s) => s.icon !== undefined);
    if (!skill?.icon) throw new Error('the content needs a skill with an icon');
    const file = path.join(dir, 'skills.ts');
    const source = readFileSync(file, 'utf8');
    writeFileSync(file, source.replace(`icon: '${skill.icon}'`, "icon: 'no-such-icon-x'"));
    const findings = await runDoctor({}, dir);
    const messages = findings.map((f) => f.message);
    expect(messages.some((m) => m.includes("no icon is called 'no-such-icon-x'"))).toBe(true);
    // The rest is still there: the e-mail settings, the public URL, the resume.
    expect(findings).toContainEqual(emailSettings({}));
    expect(messages.some((m) => m.startsWith('resume: '))).toBe(true);
    expect(messages.some((m) => m.startsWith('public URL: '))).toBe(true);
  }, 60_000);
});
