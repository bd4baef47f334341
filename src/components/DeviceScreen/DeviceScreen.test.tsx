import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projects, projectSections } from '@/test/content';
import type { Project } from '@/model/view';
import { growProjects } from '../../../test-support/growContent';
import { DeviceScreen, type DeviceViewProps } from './DeviceScreen';

function renderDevice(
  apps: readonly Project[],
  device: 'phone' | 'desktop',
  expandedIndex = 0,
  more: Partial<DeviceViewProps> = {},
) {
  const onChoose = vi.fn();
  const buttonRef = vi.fn();
  const view = render(
    <DeviceScreen
      device={device}
      label="Apps"
      projects={apps}
      expandedIndex={expandedIndex}
      panelId="panel"
      onChoose={onChoose}
      buttonRef={buttonRef}
      screenAspect={device === 'phone' ? 0.46 : 1.6}
      {...more}
    />,
  );
  return { onChoose, buttonRef, unmount: view.unmount };
}

describe('DeviceScreen', () => {
  it('shows an open app on the screen over a home screen that can no longer be used', () => {
    const apps = projects.slice(0, 2);
    render(
      <DeviceScreen
        device="phone"
        label="Apps"
        projects={apps}
        expandedIndex={1}
        panelId="panel"
        onChoose={vi.fn()}
        buttonRef={vi.fn()}
        screenAspect={0.46}
        openApp={<p>the open app</p>}
      />,
    );
    const app = screen.getByText('the open app');
    const screenElement = app.closest('[data-screen]');
    expect(screenElement).not.toBeNull();
    // The icons under the open app take no focus and no clicks (inert).
    const icons = screen.getAllByRole('button');
    expect(icons).toHaveLength(apps.length);
    for (const icon of icons) expect(icon.closest('[inert]')).not.toBeNull();
  });

  for (const section of projectSections) {
    for (const count of [1, 3, 6, 12, 30]) {
      it(`${section.device}: ${count} projects give ${count} named icons in app-index order, by keyboard too`, async () => {
        const user = userEvent.setup();
        const apps = growProjects(projects, { perSection: { [section.id]: count } }).filter(
          (p) => p.section === section.id,
        );
        expect(apps).toHaveLength(count);
        const { onChoose, buttonRef } = renderDevice(apps, section.device);
        const list = screen.getByRole('list', { name: new RegExp(`^Apps: ${count} `) });
        const buttons = within(list).getAllByRole('button');
        expect(buttons.map((b) => b.textContent)).toEqual(apps.map((p) => p.name));
        expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(
          apps.map(() => 'false'),
        );
        for (const [i, app] of apps.entries()) {
          await user.tab();
          expect(screen.getByRole('button', { name: app.name })).toHaveFocus();
          expect(buttonRef).toHaveBeenCalledWith(i + 1, buttons[i]);
        }
        await user.keyboard('{Enter}');
        expect(onChoose).toHaveBeenLastCalledWith(count);
        // Thirty icons tabbed through one by one: more than the default 5 s on a busy machine.
      }, 20_000);
    }
  }

  it('marks the chosen icon as controlling the panel', () => {
    const apps = projects.slice(0, 3);
    renderDevice(apps, 'phone', 2);
    const chosen = screen.getByRole('button', { name: apps[1]?.name });
    expect(chosen).toHaveAttribute('aria-expanded', 'true');
    expect(chosen).toHaveAttribute('aria-controls', 'panel');
  });

  it('shows the project’s own icon, else a crop of its first screenshot: a picture, never letters', () => {
    const [first, second] = projects.filter((p) => p.screens.length > 0);
    if (!first || !second) throw new Error('two projects with screenshots expected');
    const icon = {
      src: 'icons/own.png',
      alt: 'Own icon',
      file: { name: 'own', hash: 'Ab3dE9_xQz', w: 192, h: 192 },
    };
    renderDevice(
      [
        { ...first, icon: undefined },
        { ...second, icon },
      ],
      'phone',
    );
    const cropped = screen.getByRole('button', { name: first.name });
    const firstScreen = first.screens[0]?.image.file;
    if (!firstScreen || !('hash' in firstScreen))
      throw new Error('a processed screenshot expected');
    expect(cropped.querySelector('img')?.getAttribute('src')).toContain(firstScreen.hash);
    const own = screen.getByRole('button', { name: second.name });
    expect(own.querySelector('img')?.getAttribute('src')).toContain(icon.file.hash);
    for (const button of [cropped, own]) {
      expect(button.querySelector('svg, text')).toBeNull();
      // The picture is decoration: the button is named by the project's name alone.
      expect(button.querySelector('img')).toHaveAttribute('alt', '');
      expect(button.textContent).toBe(button === own ? second.name : first.name);
    }
  });

  it('makes each icon a link to its project before the script runs', () => {
    const apps = projects.slice(0, 2);
    renderDevice(apps, 'desktop', 0, { linkOf: (p) => `#x&${p.id}` });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(
      apps.map((p) => `#x&${p.id}`),
    );
  });

  describe('the preview widget of the closed home screen', () => {
    const withScreens = projects.filter((p) => p.screens.length > 0);
    const previewButtons = () => [
      ...document.querySelectorAll<HTMLButtonElement>('[data-preview] button'),
    ];

    it("shows the tab's screenshots; a tap opens the project, and it stays out of Tab and the accessibility tree", async () => {
      const user = userEvent.setup();
      const apps = withScreens.slice(0, 3);
      const { onChoose } = renderDevice(apps, 'phone');
      const widget = document.querySelector('[data-preview]');
      expect(widget).toHaveAttribute('aria-hidden', 'true');
      const shown = previewButtons();
      expect(shown.length).toBe(Math.min(3, apps.flatMap((p) => p.screens).length));
      for (const button of shown) {
        expect(button).toHaveAttribute('tabindex', '-1');
        const app = apps[Number(button.dataset.previewIndex) - 1];
        const alts = app?.screens.map((s) => s.image.alt);
        expect(alts).toContain(button.querySelector('img')?.getAttribute('alt'));
      }
      // The icons are the only named controls, and Tab walks them alone.
      expect(screen.getAllByRole('button')).toHaveLength(apps.length);
      for (const app of apps) {
        await user.tab();
        expect(screen.getByRole('button', { name: app.name })).toHaveFocus();
      }
      await user.tab();
      expect(document.activeElement?.closest('[data-preview]')).toBeNull();
      const last = shown.at(-1);
      if (!last) throw new Error('no preview shown');
      await user.click(last);
      expect(onChoose).toHaveBeenLastCalledWith(Number(last.dataset.previewIndex));
    });

    it('is not there before the script runs, on a full screen or with an app open', () => {
      const apps = withScreens.slice(0, 2);
      const cases: Partial<DeviceViewProps>[] = [
        { linkOf: (p: Project) => `#x&${p.id}` },
        { isBehindTab: true },
        { openApp: <p>open</p>, expandedIndex: 1 },
      ];
      for (const props of cases) {
        const { unmount } = renderDevice(apps, 'desktop', props.expandedIndex ?? 0, props);
        expect(previewButtons(), JSON.stringify(Object.keys(props))).toHaveLength(0);
        unmount();
      }
      const section = withScreens[0]?.section;
      if (!section) throw new Error('the content needs a project with screenshots');
      const many = growProjects(projects, { perSection: { [section]: 30 } });
      renderDevice(
        many.filter((p) => p.section === section),
        'phone',
      );
      expect(previewButtons()).toHaveLength(0);
    });
  });
});
