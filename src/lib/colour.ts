const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** A colour written `#rrggbb` (any case): the one form the drawn icons can compute with. */
export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

/** `a` mixed into `b`: `amount` of `a` (0–1), both `#rrggbb`. */
export function mixHex(a: string, b: string, amount: number): string {
  const channel = (hex: string, at: number) => parseInt(hex.slice(at, at + 2), 16);
  return `#${[1, 3, 5]
    .map((at) =>
      Math.round(channel(a, at) * amount + channel(b, at) * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
