/**
 * The sample content's fingerprint: the values that must not go live on an owner's site (the
 * sample's name, addresses, repository links, and the SHA-256 of its pictures and downloads).
 * `npm run doctor` compares the owner's content with it by value, so renamed copies of the
 * sample's pictures are still found. Maintainers regenerate it after changing the sample with
 * `tsx scripts/doctor/fingerprint.ts` (on the sample content, never on an owner's).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesIn } from '../build-step';

export interface SampleFingerprint {
  name: string;
  emails: string[];
  links: string[];
  siteUrl: string;
  resumeFileName: string;
  /** SHA-256 (hex) of every sample picture and download. */
  files: Record<string, string>;
}

export const FINGERPRINT_FILE = path.resolve(import.meta.dirname, 'sample-fingerprint.json');

export function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

export function readFingerprint(): SampleFingerprint {
  return JSON.parse(readFileSync(FINGERPRINT_FILE, 'utf8')) as SampleFingerprint;
}

async function main() {
  const { profile } = await import('../../src/content/profile');
  const { projects } = await import('../../src/content/projects');
  const { site } = await import('../../src/content/site');
  const { resume } = await import('../../src/content/resume');
  const images = path.resolve('src/content/images');
  const downloads = path.resolve('public/downloads');
  const files: Record<string, string> = {};
  for (const file of filesIn(images, () => true))
    files[sha256(path.join(images, file))] = `images/${file}`;
  for (const file of filesIn(downloads, () => true))
    files[sha256(path.join(downloads, file))] = `public/downloads/${file}`;
  const fingerprint: SampleFingerprint = {
    name: profile.name,
    emails: [profile.email],
    links: [...profile.social.map((s) => s.href), ...projects.map((p) => p.repoUrl)],
    siteUrl: site.url,
    resumeFileName: resume.fileName,
    files,
  };
  writeFileSync(FINGERPRINT_FILE, `${JSON.stringify(fingerprint, null, 2)}\n`);
  console.log(`fingerprint: ${Object.keys(files).length} files, ${fingerprint.links.length} links`);
}

if (process.argv[1] === import.meta.filename) await main();
