// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SKILL_SPRITE_PATH } from '../src/components/SkillIcon/SkillIcon';
import { loadContent } from './content/load';
import { writeSiteSkillSprite } from './icon-sprites';

describe('the site’s skill sprite (build step)', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'skill-sprite-'));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('holds a symbol for each icon the built content’s skills name, and no other', async () => {
    await writeSiteSkillSprite({ root: process.cwd(), dist, base: '/' });
    const sprite = readFileSync(path.join(dist, SKILL_SPRITE_PATH), 'utf8');
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    const { skillCategories } = await loadContent();
    const named = skillCategories.flatMap((c) =>
      c.groups.flatMap((g) => g.skills.flatMap((s) => (s.icon ? [s.icon] : []))),
    );
    expect(new Set(ids)).toEqual(new Set(named));
  });
});
