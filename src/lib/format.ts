/** 'November 21, 2026': long US date, in UTC so the prerendered HTML and the browser agree. */
export function formatLongUsDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
