/**
 * What a starter (`npm run new`, `npm run import-resume`, `npm run import-linkedin`) left for the
 * owner in a content folder: every `// TODO(import): …` line of its modules
 * (scripts/resume/ts-source.ts writes them), with the file and line, for the content check (as
 * warnings) and `npm run doctor`. A line the owner deleted is done.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TODO_MARKER } from '../resume/ts-source';

export interface ImportTodo {
  /** The module, e.g. `projects.ts`. */
  file: string;
  line: number;
  /** What to do, as the line says it. */
  note: string;
}

/** Every TODO line of the content modules (`*.ts`, not tests) of `dir`, in file and line order. */
export function importTodos(dir: string): ImportTodo[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => /^(?!.*\.test\.)[^.].*\.tsx?$/.test(file))
    .sort()
    .flatMap((file) =>
      readFileSync(path.join(dir, file), 'utf8')
        .split('\n')
        .flatMap((text, i) => {
          const at = text.indexOf(`// ${TODO_MARKER}`);
          if (at < 0) return [];
          const note = text.slice(at + TODO_MARKER.length + 3).trim();
          return [{ file, line: i + 1, note }];
        }),
    );
}

/** A TODO as the content check and the doctor print it. */
export function todoMessage(todo: ImportTodo): string {
  return `${todo.file}:${todo.line}: TODO left to fill in: ${todo.note}`;
}
