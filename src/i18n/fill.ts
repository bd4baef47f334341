/**
 * `fill('Screenshots of {title}', { title: 'Robber' })` → 'Screenshots of Robber': the holes of
 * a dictionary's text (src/i18n/strings), filled. A hole with no value stays as written.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (hole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : hole,
  );
}

/**
 * `fillParts('Source code{of} on {host}', { of: <span/>, host: 'GitHub' })` → the pieces in
 * order, for a text whose holes are elements (React renders the array).
 */
export function fillParts<T>(
  template: string,
  values: Readonly<Record<string, T>>,
): (string | T)[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && Object.hasOwn(values, name) ? (values[name] as T) : part;
    });
}

/** A dictionary's `{ one, other }` pair: which one a count takes (English and Turkish rules). */
export function plural(forms: { one: string; other: string }, count: number): string {
  return count === 1 ? forms.one : forms.other;
}
