/** '(2/4) Track View' for the screen named 'Track View': the name exactly as written. */
export function screenCaption(index: number, count: number, name: string): string {
  return `(${index + 1}/${count}) ${name}`;
}
