import { stripVTControlCharacters } from 'node:util';
import { createLogger, type Logger } from 'vite';

/**
 * A line that only names a written file (and its size): Vite's and React Router's file lists,
 * and React Router's line per prerendered page and data file (two per page and language: 400
 * lines for 100 posts in two languages). The postbuild step counts the pages in one line.
 */
export function isFileLine(line: string): boolean {
  const text = stripVTControlCharacters(line);
  return (
    /^\s*\S+\s+[\d.,]+ kB(\s|$)/.test(text) ||
    /^\s*\S*\/assets\/\S+\s*$/.test(text) ||
    /^Prerender \((?:data|html)\): .+ -> \S+$/.test(text)
  );
}

/**
 * The build's log without its lists of written files (one line per file, about 900 with the
 * image variants): an owner can act on none of them. Everything else, warnings and errors
 * included, is printed as usual.
 */
export function withoutFileList(logger: Logger = createLogger('info')): Logger {
  const info = logger.info.bind(logger);
  logger.info = (message, options) => {
    const kept = message.split('\n').filter((line) => !isFileLine(line));
    if (kept.some((line) => line.trim())) info(kept.join('\n'), options);
  };
  return logger;
}
