import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projectSections, projectsInSection } from '@/test/content';
import { trackEvent } from '@/lib/analytics';
import { formatBytes } from '@/lib/format';
import type { Project } from '@/model/view';
import { atLeastTwo, must, withDownload, withTwoScreens } from '@/test/contentFixtures';
import { PANEL_MIN_WIDTH, ProjectShowcase } from './ProjectShowcase';

vi.mock('@/lib/analytics', () => ({ trackEvent: vi.fn() }));

const mobile = must(projectSections[0], 'first project section');
const desktop = must(projectSections[1], 'second project section');
const mobileApps = projectsInSection(mobile.id);
const desktopApps = projectsInSection(desktop.id);

/** The section's apps, at least two, the first with at least two screens. */
function appsToBrowse(apps: readonly Project[]): Project[] {
  const [first, ...rest] = atLeastTwo(apps);
  return [withTwoScreens(must(first, 'project in the section')), ...rest];
}
const caption = (n: number, project: Project) =>
  `(${n}/${project.screens.length}) ${must(project.screens[n - 1], `screen ${n}`).name}`;

function setWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    window.dispatchEvent(new Event('resize'));
  });
}

const panel = (name: string) => screen.queryByRole('region', { name });
const carousel = (name: string) =>
  within(must(screen.queryByRole('region', { name: `Screenshots of ${name}` }), 'carousel'));
const hashOf = (p: Project) => `#${p.section}&${p.id}`;

beforeEach(() => {
  setWidth(1440);
  vi.mocked(trackEvent).mockClear();
});

describe('ProjectShowcase', () => {
  it('shows a button per project in content order and the default text on wide screens', () => {
    render(<ProjectShowcase section={mobile} projects={mobileApps} hashOf={hashOf} />);
    const buttons = screen.getAllByRole('button', { expanded: false });
    expect(buttons).toHaveLength(mobileApps.length);
    for (const [i, app] of mobileApps.entries()) expect(buttons[i]).toHaveAccessibleName(app.name);
    const defaultPanel = panel(mobile.defaultTitle);
    expect(defaultPanel).toBeInTheDocument();
    for (const text of mobile.defaultText) expect(defaultPanel).toHaveTextContent(text);
  });

  it(`starts closed at ${PANEL_MIN_WIDTH} px or less and opens when an app is chosen`, async () => {
    setWidth(PANEL_MIN_WIDTH);
    const user = userEvent.setup();
    render(<ProjectShowcase section={mobile} projects={mobileApps} hashOf={hashOf} />);
    expect(panel(mobile.defaultTitle)).not.toBeInTheDocument();
    const app = must(mobileApps.at(-1), 'mobile app');
    await user.click(screen.getByRole('button', { name: app.name }));
    expect(panel(app.name)).toBeInTheDocument();
  });

  it('choosing an app tracks it, opens its panel on the first screenshot and focuses the heading', async () => {
    const user = userEvent.setup();
    const apps = appsToBrowse(mobileApps);
    const first = must(apps[0], 'first app');
    const last = must(apps.at(-1), 'last app');
    render(<ProjectShowcase section={mobile} projects={apps} hashOf={hashOf} />);
    await user.click(screen.getByRole('button', { name: first.name }));
    expect(trackEvent).toHaveBeenCalledWith({
      category: 'user_interaction',
      action: mobile.analyticsAction,
      label: 1,
    });
    const opened = within(panel(first.name) as HTMLElement);
    expect(opened.getByRole('heading', { level: 2, name: first.name })).toHaveFocus();
    expect(screen.getByRole('button', { name: first.name })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The app opens on the device: its screenshots are in the carousel there.
    const screenshots = carousel(first.name);
    expect(screenshots.getByText(caption(1, first))).toBeInTheDocument();
    await user.click(screenshots.getByRole('button', { name: 'Next screenshot' }));
    expect(screenshots.getByText(caption(2, first))).toBeInTheDocument();

    await user.click(opened.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: last.name }));
    expect(trackEvent).toHaveBeenLastCalledWith(expect.objectContaining({ label: apps.length }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: first.name }));
    expect(carousel(first.name).getByText(caption(1, first))).toBeInTheDocument();
  });

  it('lists every project of the tab with its name, one line and tech, linked to it', () => {
    render(<ProjectShowcase section={mobile} projects={mobileApps} hashOf={hashOf} />);
    const list = within(
      screen.getByRole('region', { name: new RegExp(`^All ${mobile.tabLabel}`) }),
    );
    const links = list.getAllByRole('link');
    expect(links).toHaveLength(mobileApps.length);
    for (const [i, app] of mobileApps.entries()) {
      expect(links[i]).toHaveAttribute('href', hashOf(app));
      expect(links[i]).toHaveTextContent(app.name);
      expect(links[i]).toHaveTextContent(app.cardText);
      expect(links[i]).toHaveTextContent(must(app.tech[0], 'tech'));
    }
  });

  it('sends the section’s own action and the app’s place for the second tab’s areas', async () => {
    const user = userEvent.setup();
    render(<ProjectShowcase section={desktop} projects={desktopApps} hashOf={hashOf} />);
    const last = must(desktopApps.at(-1), 'app in the second section');
    await user.click(screen.getByRole('button', { name: last.name }));
    expect(trackEvent).toHaveBeenCalledWith({
      category: 'user_interaction',
      action: desktop.analyticsAction,
      label: desktopApps.length,
    });
  });

  it('Close hides the panel and returns focus to the area', async () => {
    const user = userEvent.setup();
    render(<ProjectShowcase section={mobile} projects={mobileApps} hashOf={hashOf} />);
    const app = must(mobileApps[0], 'mobile app');
    const area = screen.getByRole('button', { name: app.name });
    await user.click(area);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(panel(app.name)).not.toBeInTheDocument();
    expect(panel(mobile.defaultTitle)).not.toBeInTheDocument();
    expect(area).toHaveFocus();
    expect(area).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape inside the showcase closes the panel; Escape elsewhere does not', async () => {
    const user = userEvent.setup();
    const apps = appsToBrowse(desktopApps);
    const linked = must(apps[0], 'app in the second section');
    render(
      <>
        <button type="button">Outside</button>
        <ProjectShowcase
          section={desktop}
          projects={apps}
          initialProjectId={linked.id}
          hashOf={hashOf}
        />
      </>,
    );
    expect(panel(linked.name)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    await user.keyboard('{Escape}');
    expect(panel(linked.name)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next screenshot' }));
    await user.keyboard('{Escape}');
    expect(panel(linked.name)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: linked.name })).toHaveFocus();
  });

  it('a linked project starts open on its first screenshot, also on narrow screens', () => {
    setWidth(390);
    const linked = withDownload(desktopApps);
    const apps = desktopApps.map((p) => (p.id === linked.id ? linked : p));
    render(
      <ProjectShowcase
        section={desktop}
        projects={apps}
        initialProjectId={linked.id}
        hashOf={hashOf}
      />,
    );
    const opened = within(panel(linked.name) as HTMLElement);
    expect(carousel(linked.name).getByText(caption(1, linked))).toBeInTheDocument();
    const download = must(linked.download, 'download');
    if (download.bytes === undefined) throw new Error('the build gives a download its size');
    expect(
      opened.getByRole('link', { name: `${download.label} (${formatBytes(download.bytes)})` }),
    ).toHaveAttribute('download', download.fileName);
    expect(screen.getByRole('heading', { level: 2, name: linked.name })).not.toHaveFocus();
  });
});
