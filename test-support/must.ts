/** The value, or a thrown error naming what the content lacks. */
export function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`the content has no ${what}`);
  return value;
}
