/**
 * The sample owners' fingerprint: the values that must not go live on an owner's site (the
 * samples' names, addresses, repository links, and the SHA-256 of their pictures and
 * downloads), for both samples an owner may start from: src/content and examples/alt-owner.
 * `npm run doctor` compares the owner's content with it by value, so renamed copies of a
 * sample's pictures are still found. Maintainers regenerate it after changing a sample with
 * `tsx scripts/doctor/fingerprint.ts` (it reads the two sample folders, never an owner's).
 */
import { allTexts } from '../../src/i18n/localise';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesIn } from '../build-step';
import { checkContentFolder } from '../content/check';

export interface SampleFingerprint {
  names: string[];
  emails: string[];
  links: string[];
  siteUrls: string[];
  resumeFileNames: string[];
  /** SHA-256 (hex) of every sample picture, download and own resume, with its path. */
  files: Record<string, string>;
}

/** The content folders of the sample owners. */
export const SAMPLE_FOLDERS = ['src/content', 'examples/alt-owner'] as const;

export const FINGERPRINT_FILE = path.resolve(import.meta.dirname, 'sample-fingerprint.json');

export function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

export function readFingerprint(): SampleFingerprint {
  return JSON.parse(readFileSync(FINGERPRINT_FILE, 'utf8')) as SampleFingerprint;
}

async function main() {
  const fingerprint: SampleFingerprint = {
    names: [],
    emails: [],
    links: [],
    siteUrls: [],
    resumeFileNames: [],
    files: {},
  };
  for (const folder of SAMPLE_FOLDERS) {
    const { modules } = await checkContentFolder(path.resolve(folder), path.resolve('public'));
    if (!modules) throw new Error(`fingerprint: ${folder} does not load; run the content check.`);
    const { profile, projects, site, resume } = modules;
    fingerprint.names.push(profile.name);
    fingerprint.emails.push(profile.email);
    fingerprint.links.push(...profile.social.map((s) => s.href), ...projects.map((p) => p.repoUrl));
    fingerprint.siteUrls.push(site.url);
    fingerprint.resumeFileNames.push(...allTexts(resume.fileName));
    // Every file of the folder except its code: pictures, downloads, an own resume PDF.
    for (const file of filesIn(path.resolve(folder), (f) => !/\.(ts|tsx)$/.test(f)))
      fingerprint.files[sha256(path.resolve(folder, file))] = `${folder}/${file}`;
  }
  writeFileSync(FINGERPRINT_FILE, `${JSON.stringify(fingerprint, null, 2)}\n`);
  console.log(
    `fingerprint: ${SAMPLE_FOLDERS.length} samples, ${Object.keys(fingerprint.files).length} files, ${fingerprint.links.length} links`,
  );
}

if (process.argv[1] === import.meta.filename) await main();
