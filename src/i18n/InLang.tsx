import { Fragment, type ReactNode } from 'react';
import { fillParts } from './fill';
import type { Lang } from '@/model/view';

/**
 * A text inside a sentence or control of the page, in a `<span lang>` when it is shown in another
 * language than the page's (the owner has not translated it yet: `langOf`), so screen readers
 * pronounce it right; otherwise the text alone. Where the text is an element's whole content,
 * `lang={langOf(…)}` on that element does the same without the span.
 */
export function InLang({ lang, children }: { lang: Lang | undefined; children: ReactNode }) {
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}

/** A dictionary's text with elements in its holes (`fillParts`): `All {section} projects`. */
export function Filled({
  template,
  values,
}: {
  template: string;
  values: Readonly<Record<string, ReactNode>>;
}) {
  return fillParts(template, values).map((part, i) => <Fragment key={i}>{part}</Fragment>);
}
