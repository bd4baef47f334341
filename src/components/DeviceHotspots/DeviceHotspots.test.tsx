import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projectSections, projectsInSection } from '@/test/content';
import type { Project } from '@/model/view';
import { atLeastTwo } from '@/test/contentFixtures';
import { tabId, tabPanelId } from '../Tabs/Tabs';
import { DeviceHotspots } from './DeviceHotspots';
import {
  firstListPictureScript,
  firstViewPictureScript,
  otherTabListScript,
} from '../ProjectShowcase/firstViewScript';

const section = projectSections[0];
if (!section) throw new Error('the content needs a section');
/** An owner's own picture, with hand-placed hotspots side by side. */
const picture = {
  src: 'devices/own-phone.svg',
  alt: 'My phone',
  file: { src: '/assets/own-phone.svg', w: 360, h: 720 },
};
/** The section's projects (at least two: a fictional second where it has one). */
const apps: Project[] = atLeastTwo(projectsInSection(section.id)).map((project, i, all) => ({
  ...project,
  hotspot: { x: (i * 100) / all.length, y: 10, width: 100 / all.length - 2, height: 12 },
}));

describe('DeviceHotspots (an owner’s own device picture)', () => {
  it('places one named button per project on its hotspot and reports the app index', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    const buttonRef = vi.fn();
    render(
      <DeviceHotspots
        picture={picture}
        device={section.device}
        label={section.tabLabel}
        projects={apps}
        expandedIndex={2}
        panelId="panel"
        onChoose={onChoose}
        buttonRef={buttonRef}
        screenAspect={0.5}
      />,
    );
    // The picture is decoration (the buttons carry the names), shown at its own size.
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', String(picture.file.w));
    const [first, second] = apps;
    if (!first?.hotspot || !second) throw new Error('two apps expected');
    const button = screen.getByRole('button', { name: first.name });
    expect(button).toHaveStyle({
      left: `${first.hotspot.x}%`,
      top: `${first.hotspot.y}%`,
      width: `${first.hotspot.width}%`,
      height: `${first.hotspot.height}%`,
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    const expanded = screen.getByRole('button', { name: second.name });
    expect(expanded).toHaveAttribute('aria-expanded', 'true');
    expect(expanded).toHaveAttribute('aria-controls', 'panel');

    await user.click(expanded);
    expect(onChoose).toHaveBeenCalledWith(2);
    expect(buttonRef).toHaveBeenCalledWith(1, button);
  });
});

describe('an app opened on an owner’s picture', () => {
  it('fills the screen area the owner declared, over hotspots that can no longer be used', () => {
    const screenArea = { x: 6, y: 4, width: 88, height: 92 };
    render(
      <DeviceHotspots
        picture={picture}
        screenArea={screenArea}
        device={section.device}
        label={section.tabLabel}
        projects={apps}
        expandedIndex={1}
        panelId="panel"
        onChoose={vi.fn()}
        buttonRef={vi.fn()}
        screenAspect={0.5}
        openApp={<p>the open app</p>}
      />,
    );
    const layer = screen.getByText('the open app').closest('[data-screen]');
    expect(layer).toHaveStyle({
      left: `${screenArea.x}%`,
      top: `${screenArea.y}%`,
      width: `${screenArea.width}%`,
      height: `${screenArea.height}%`,
    });
    // The areas under the open app take no focus and no clicks (inert).
    for (const area of screen.getAllByRole('button'))
      expect(area.closest('[inert]')).not.toBeNull();
  });
});

/** The open tab and another, as the prerendered scripts read them from the tabs. */
const [openSection, otherSection] = projectSections;
const ids = [openSection?.id ?? 'open-tab', otherSection?.id ?? 'other-tab'] as const;

/**
 * Lays out the prerendered Projects page at `hash`: the tabs (`ids`, the first selected), then
 * `after`, which holds empty `<script>`s; and runs `code` (one script text, or several in page
 * order) as those scripts, each as the `document.currentScript` of its turn.
 */
function runScriptAt(hash: string, after: string, code: string | readonly string[]) {
  window.location.hash = hash;
  document.body.innerHTML = `
    <div role="tablist">${ids
      .map(
        (id, i) =>
          `<button role="tab" id="${tabId('projects', id)}" aria-selected="${i === 0}" aria-controls="${tabPanelId('projects', id)}"></button>`,
      )
      .join('')}</div>${after}`;
  const scripts = document.querySelectorAll('script');
  for (const [i, text] of (typeof code === 'string' ? [code] : code).entries()) {
    Object.defineProperty(document, 'currentScript', { value: scripts[i], configurable: true });
    try {
      new Function(text)();
    } finally {
      Reflect.deleteProperty(document, 'currentScript');
    }
  }
}

/** Each script test starts from an empty page at no address fragment. */
function resetPage() {
  window.location.hash = '';
  document.body.innerHTML = '';
}

describe('the script after the open tab’s picture in the prerendered page', () => {
  afterEach(resetPage);

  /** The prerendered page up to the script: the tabs, then the open tab's lazy picture. */
  function runAt(hash: string, asPicture = true) {
    runScriptAt(
      hash,
      `<div role="tabpanel" id="${tabPanelId('projects', ids[0])}">
        ${asPicture ? '<picture><source type="image/avif" srcset="a.avif 1w"><img loading="lazy" alt=""></picture>' : '<img loading="lazy" alt="">'}
        <script></script>
      </div>`,
      firstViewPictureScript(),
    );
    const image = document.querySelector('img');
    if (!image) throw new Error('no picture');
    return image;
  }

  it('loads the picture at once when the address opens no other tab', () => {
    for (const hash of ['', `#${ids[0]}`, `#${ids[0]}&some-project`, '#unknown-tab', '#%E0%A4%A']) {
      const image = runAt(hash);
      expect(image.loading, hash).toBe('eager');
      expect(image.hidden, hash).toBe(false);
    }
    expect(runAt('', false).loading).toBe('eager');
  });

  it('keeps it hidden, and so never fetched, when the address opens another tab', () => {
    for (const hash of [
      `#${ids[1]}`,
      `#${ids[1]}&some-project`,
      `#${encodeURIComponent(ids[1])}`,
    ]) {
      const image = runAt(hash);
      expect(image.hidden, hash).toBe(true);
      // (jsdom has no \`loading\` property: the script's setting it would show as one.)
      expect(image.loading, hash).not.toBe('eager');
    }
  });
});

describe('the script at the start of the open tab’s list in the prerendered page', () => {
  afterEach(resetPage);

  function runAt(hash: string) {
    runScriptAt(
      hash,
      '<section><script></script><ul><li><img loading="lazy" alt=""></li></ul></section>',
      otherTabListScript(),
    );
    return document.querySelector('section');
  }

  it('marks the list when the address opens another tab, and only then', () => {
    for (const hash of [`#${ids[1]}`, `#${ids[1]}&some-project`])
      expect(runAt(hash)?.hasAttribute('data-other-tab'), hash).toBe(true);
    for (const hash of ['', `#${ids[0]}`, `#${ids[0]}&some-project`, '#unknown', '#%E0%A4%A'])
      expect(runAt(hash)?.hasAttribute('data-other-tab'), hash).toBe(false);
  });
});

describe('the script after the first picture of the open tab’s list in the prerendered page', () => {
  afterEach(resetPage);

  /** The list as prerendered: its own script, then the first entry's lazy picture and script. */
  function runAt(hash: string) {
    runScriptAt(
      hash,
      `<section><script></script><ul><li><a href="#p"><span><picture><source type="image/avif" srcset="a.avif 1w"><img loading="lazy" alt=""></picture></span></a><script></script></li></ul></section>`,
      [otherTabListScript(), firstListPictureScript()],
    );
    const image = document.querySelector('img');
    if (!image) throw new Error('no picture');
    return image;
  }

  it('loads the picture at once when the address opens no other tab', () => {
    for (const hash of ['', `#${ids[0]}`, `#${ids[0]}&some-project`, '#unknown-tab', '#%E0%A4%A'])
      expect(runAt(hash).loading, hash).toBe('eager');
  });

  it('leaves it lazy, and so never fetched, when the address opens another tab', () => {
    // (jsdom has no \`loading\` property: the script's setting it would show as one.)
    for (const hash of [`#${ids[1]}`, `#${ids[1]}&some-project`])
      expect(runAt(hash).loading, hash).not.toBe('eager');
  });
});
