/** Plain text in which `backticked` parts are shown as inline code. */
export function TextWithCode({ text }: { text: string }) {
  const parts = text.split('`');
  // An unpaired backtick is just a character.
  if (parts.length % 2 === 0) return text;
  return parts.map((part, i) =>
    i % 2 === 1 ? <code key={i}>{part}</code> : part && <span key={i}>{part}</span>,
  );
}
