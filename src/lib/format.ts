const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * 'November 21, 2026': long US date, in UTC so the prerendered HTML and the browser agree.
 * Written out rather than with `Intl.DateTimeFormat`: the first use of `Intl` loads the browser's
 * locale data, a 50–90 ms task during hydration on a fast laptop (measured), far more on a phone.
 */
export function formatLongUsDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * '5,000' ('5.000' with Turkish marks): a number with thousands separators (no `Intl`, for the
 * reason above; the page's dictionary gives the marks).
 */
export function formatCount(n: number, marks = { thousands: ',', decimal: '.' }): string {
  const [whole = '', fraction] = String(n).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, marks.thousands);
  return fraction === undefined ? grouped : `${grouped}${marks.decimal}${fraction}`;
}

/** 'DY' for 'Deniz Yılmaz': the logo mark's letters (also drawn into the favicons). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toLocaleUpperCase('en');
}

/** How a language writes a file size: its decimal mark and its word for bytes. */
export interface SizeWords {
  decimal: string;
  bytes: { one: string; other: string };
}

const ENGLISH_SIZES: SizeWords = {
  decimal: '.',
  bytes: { one: '{count} byte', other: '{count} bytes' },
};

/** '48 KB', '3.2 MB' ('3,2 MB' in Turkish): a file size for people (1 KB = 1024 bytes). */
export function formatBytes(bytes: number, words: SizeWords = ENGLISH_SIZES): string {
  if (bytes < 1024)
    return (bytes === 1 ? words.bytes.one : words.bytes.other).replace('{count}', String(bytes));
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', words.decimal)} MB`;
}

/** 'tel:+12505550142' for '+1 (250) 555-0142': the number as dialled. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
