/** 'November 21, 2026': long US date, in UTC so the prerendered HTML and the browser agree. */
export function formatLongUsDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
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
