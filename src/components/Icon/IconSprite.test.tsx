import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import { UI_SPRITE_FILE } from '../../../scripts/icon-sprites';
import { inlineIconsInHtml } from '../../../scripts/inline-icons';
import { Icon } from './Icon';
import { IconSprite } from './IconSprite';
import { ICON_NAMES, iconSymbolId } from './iconNames';
import { ICON_SPRITE_ID, symbolsIn } from './spriteSymbols';

const spriteFile = readFileSync(UI_SPRITE_FILE, 'utf8');
const [shown] = ICON_NAMES;

const tree = (
  <div>
    <Icon name={shown} />
    <IconSprite />
  </div>
);

/** The prerendered page after the build step: the one icon it shows, inline. */
function prerendered(): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = inlineIconsInHtml(renderToString(tree), symbolsIn(spriteFile));
  document.body.append(container);
  return container;
}

const symbolIds = (container: HTMLElement) =>
  [...container.querySelectorAll(`#${ICON_SPRITE_ID} symbol`)].map((symbol) => symbol.id);

/** Hydrates the page; returns React's complaints (recoverable errors and mismatch warnings). */
async function hydrate(container: HTMLElement) {
  const errors: unknown[] = [];
  const consoleError = vi
    .spyOn(console, 'error')
    .mockImplementation((...args) => errors.push(args));
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
  });
  consoleError.mockRestore();
  return errors;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('IconSprite', () => {
  it('hydrates over the symbols the page carries, then holds every icon of the sprite', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const container = prerendered();
    expect(symbolIds(container)).toEqual([iconSymbolId(shown)]);

    expect(await hydrate(container)).toEqual([]);
    expect(symbolIds(container)).toEqual([iconSymbolId(shown)]);
    expect(fetch).toHaveBeenCalledWith('/icons/ui.svg', expect.anything());

    await act(async () => answer(new Response(spriteFile)));
    expect(symbolIds(container).sort()).toEqual(ICON_NAMES.map(iconSymbolId).sort());
  });

  it('keeps the page’s own icons when the sprite cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('gone', { status: 404 }))),
    );
    const container = prerendered();
    expect(await hydrate(container)).toEqual([]);
    await act(async () => undefined);
    expect(symbolIds(container)).toEqual([iconSymbolId(shown)]);
  });

  it('keeps the page’s own icons when offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    const offline = prerendered();
    expect(await hydrate(offline)).toEqual([]);
    await act(async () => undefined);
    expect(symbolIds(offline)).toEqual([iconSymbolId(shown)]);
  });
});
