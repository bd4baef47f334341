/**
 * Titles never break between a number and its unit ("4.1 s", "120 KB", "30 %"): the space
 * between them becomes a no-break space where titles are shown. The units are the common ones of
 * time, size, speed, length, mass, frequency, percentage and scale, written as units are written
 * (case matters: `M` is a million, `m` a metre), standing as a word of their own.
 */
const UNITS = [
  // Time.
  'ns',
  'µs',
  'μs',
  'ms',
  's',
  'sec',
  'min',
  'h',
  'hr',
  'hrs',
  'd',
  'wk',
  'yr',
  // Data and rates.
  'B',
  'KB',
  'kB',
  'KiB',
  'MB',
  'MiB',
  'GB',
  'GiB',
  'TB',
  'TiB',
  'kb',
  'Kb',
  'Mb',
  'Gb',
  'kbps',
  'Kbps',
  'Mbps',
  'Gbps',
  'MB/s',
  'GB/s',
  'fps',
  'FPS',
  'req/s',
  'rps',
  'ops/s',
  // Screen and type.
  'px',
  'pt',
  'em',
  'rem',
  'dp',
  'dpi',
  'ppi',
  'vw',
  'vh',
  // Length, mass, volume, speed, temperature, energy.
  'nm',
  'mm',
  'cm',
  'm',
  'km',
  'in',
  'ft',
  'mi',
  'mg',
  'g',
  'kg',
  'lb',
  'lbs',
  'ml',
  'mL',
  'l',
  'L',
  'km/h',
  'mph',
  'm/s',
  '°C',
  '°F',
  'K',
  'W',
  'kW',
  'kWh',
  'V',
  'mAh',
  'Wh',
  'dB',
  // Frequency, share, scale, money shorthand.
  'Hz',
  'kHz',
  'MHz',
  'GHz',
  '%',
  '‰',
  'x',
  '×',
  'k',
  'M',
  'bn',
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Longest first, so `ms` wins over `m` and `km/h` over `km`. */
const UNIT_PATTERN = [...UNITS]
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|');

/** A number (digits with `.`, `,` or a thin space inside), spaces, a unit, then no letter or digit. */
const NUMBER_AND_UNIT = new RegExp(
  `(\\d(?:[\\d.,\\u2009\\u202f]*\\d)?)[ \\t]+(${UNIT_PATTERN})(?![\\p{L}\\p{N}])`,
  'gu',
);

/** The no-break space that holds a number to its unit. */
export const NO_BREAK_SPACE = '\u00a0';

/** `text` with every number and its following unit joined by a no-break space. */
export function keepUnits(text: string): string {
  return text.replace(NUMBER_AND_UNIT, `$1${NO_BREAK_SPACE}$2`);
}
