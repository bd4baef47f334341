// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { projects } from '@/content/projects';

/**
 * The repository's game download (public/downloads/robber.jar, the sample's) is a committed,
 * runnable JAR (rebuild with scripts/build-robber-jar.sh). Which project offers it is the
 * sample-conformance test's business (src/sample-content.test.ts).
 */

const JAR = path.resolve(process.cwd(), 'public/downloads/robber.jar');
const MAX_JAR_BYTES = 50 * 1024;
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_HEADER_SIZE = 30;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

function centralDirectory(zip: Buffer): ZipEntry[] {
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== EOCD_SIGNATURE) eocd--;
  if (eocd < 0) throw new Error('no end of central directory record');
  const count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(offset) !== CENTRAL_SIGNATURE) throw new Error('bad central directory');
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    entries.push({
      name: zip.toString('utf8', offset + 46, offset + 46 + nameLength),
      method: zip.readUInt16LE(offset + 10),
      compressedSize: zip.readUInt32LE(offset + 20),
      localHeaderOffset: zip.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function readEntry(zip: Buffer, entry: ZipEntry): string {
  const local = entry.localHeaderOffset;
  const start =
    local + LOCAL_HEADER_SIZE + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  return (entry.method === 0 ? data : inflateRawSync(data)).toString('utf8');
}

describe('public/downloads/robber.jar', () => {
  const zip = readFileSync(JAR);
  const entries = centralDirectory(zip);

  it('is a small zip archive', () => {
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(zip.length).toBeLessThan(MAX_JAR_BYTES);
  });

  it('has a manifest whose Main-Class is in the archive', () => {
    const manifest = entries.find((e) => e.name === 'META-INF/MANIFEST.MF');
    expect(manifest).toBeDefined();
    const text = manifest ? readEntry(zip, manifest) : '';
    const mainClass = /^Main-Class: *(\S+)\s*$/m.exec(text)?.[1];
    expect(mainClass).toBe('robber.Main');
    expect(entries.map((e) => e.name)).toContain('robber/Main.class');
  });
});

describe('the content’s downloads', () => {
  it('are files under public/, offered under their own names', () => {
    for (const project of projects) {
      if (!project.download) continue;
      const file = path.resolve(process.cwd(), 'public', project.download.href.slice(1));
      expect(existsSync(file), project.download.href).toBe(true);
      expect(project.download.fileName).toBe(path.basename(file));
    }
  });
});
