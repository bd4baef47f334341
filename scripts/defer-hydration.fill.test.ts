// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { SHOW_AFTER_VIEW } from './defer-hydration';

/** Runs the bootstrap's slot filling on the current document, as the page's module does. */
function showAfterView(): Promise<void> {
  // The bootstrap's own text, as the built page runs it (it names the document `d`, <html> `h`).
  const run = new Function('d', 'h', `return (async()=>{${SHOW_AFTER_VIEW}})()`) as (
    d: Document,
    h: HTMLElement,
  ) => Promise<void>;
  return run(document, document.documentElement);
}

const slot = (html: string) => `<span data-after-view-slot=""></span><noscript>${html}</noscript>`;

describe('the bootstrap’s slots for what waits for the first view', () => {
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).checkVisibility;
    delete document.documentElement.dataset.afterView;
    document.body.innerHTML = '';
  });

  it('fills every slot on show with its noscript HTML, after deciding for all of them which are shown', async () => {
    document.body.innerHTML = [
      ...Array.from({ length: 30 }, (_, i) => `<p>${slot(`<i class="icon">${i}</i>`)}</p>`),
      `<div class="closed-tab">${slot('<img src="/hidden.webp" alt="">')}</div>`,
      '<p><span data-after-view-slot=""></span></p>',
    ].join('');
    const filledWhenAsked: number[] = [];
    // jsdom draws nothing, so it has no checkVisibility: the browser's answer, for these parents.
    Element.prototype.checkVisibility = function (this: Element) {
      // Asked after a fill, the browser would have to recalculate the page's style first.
      filledWhenAsked.push(document.querySelectorAll('[data-after-view-slot] *').length);
      return !this.classList.contains('closed-tab');
    };

    await showAfterView();

    const slots = [...document.querySelectorAll<HTMLElement>('[data-after-view-slot]')];
    expect(slots.slice(0, 30).map((s) => s.innerHTML)).toEqual(
      Array.from({ length: 30 }, (_, i) => `<i class="icon">${i}</i>`),
    );
    expect(slots[30]?.innerHTML).toBe('');
    expect(slots[31]?.innerHTML).toBe('');
    expect(filledWhenAsked).toHaveLength(31);
    expect(filledWhenAsked.every((filled) => filled === 0)).toBe(true);
    expect(document.documentElement.dataset.afterView).toBe('shown');
  });
});
