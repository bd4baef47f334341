import { renameSync, writeFileSync } from 'node:fs';

/**
 * Writes `file` whole or not at all: into a file beside it, then renamed over it. A reader (a
 * second build, another test process) sees the old file or the new one, never half of either,
 * and an interrupted write leaves no half file under the real name.
 */
export function writeWhole(file: string, data: string | Uint8Array): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}
