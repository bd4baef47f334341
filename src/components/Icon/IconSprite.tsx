import { useEffect, useState } from 'react';
import { asset } from '@/lib/paths';
import { UI_SPRITE_PATH } from './Icon';
import { ICON_SPRITE_ID, symbolsIn } from './spriteSymbols';

/** What the prerendered page carries in the sprite (read once, while hydrating). */
function prerenderedSymbols(): string {
  if (typeof document === 'undefined') return '';
  return document.getElementById(ICON_SPRITE_ID)?.innerHTML ?? '';
}

/**
 * The interface icons' symbols, inside the page. The prerendered HTML holds the symbols of the
 * icons that page shows (filled in at build time), so its icons draw with the first paint and
 * without a request, also without JavaScript. After hydration the whole sprite file is fetched
 * once, for the icons that only appear later: the open menu's close icon, the carousel's arrows,
 * the contact form's status, the icons of pages reached in the app. If that fetch fails, the
 * page keeps the icons it has.
 */
export function IconSprite() {
  const [symbols, setSymbols] = useState(prerenderedSymbols);

  useEffect(() => {
    const controller = new AbortController();
    fetch(asset(UI_SPRITE_PATH), { signal: controller.signal })
      .then((response) => (response.ok ? response.text() : ''))
      .then((sprite) => {
        const all = [...symbolsIn(sprite).values()].join('');
        if (all) setSymbols(all);
      })
      .catch(() => {
        // Offline or aborted: the page's own icons stay; nothing else to do.
      });
    return () => controller.abort();
  }, []);

  return (
    // Hidden from layout and assistive technology; <use> still draws from hidden symbols.
    <div hidden>
      <svg
        id={ICON_SPRITE_ID}
        aria-hidden="true"
        focusable="false"
        // The prerendered text while hydrating (read from the page), every symbol afterwards.
        dangerouslySetInnerHTML={{ __html: symbols }}
      />
    </div>
  );
}
