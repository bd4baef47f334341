import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projectSections, projectsInSection } from '@/content/projects';
import { trackEvent } from '@/lib/analytics';
import { formatBytes } from '@/lib/format';
import { PANEL_MIN_WIDTH, ProjectShowcase } from './ProjectShowcase';

vi.mock('@/lib/analytics', () => ({ trackEvent: vi.fn() }));

const [mobile, desktop] = projectSections;
if (!mobile || !desktop) throw new Error('sample content needs two sections');
const mobileApps = projectsInSection(mobile.id);
const desktopApps = projectsInSection(desktop.id);

function setWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    window.dispatchEvent(new Event('resize'));
  });
}

const panel = (name: string) => screen.queryByRole('region', { name });

beforeEach(() => {
  setWidth(1440);
  vi.mocked(trackEvent).mockClear();
});

describe('ProjectShowcase', () => {
  it('shows a button per project in content order and the default text on wide screens', () => {
    render(<ProjectShowcase section={mobile} projects={mobileApps} />);
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
    render(<ProjectShowcase section={mobile} projects={mobileApps} />);
    expect(panel(mobile.defaultTitle)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'MountDoug Maps iOS' }));
    expect(panel('MountDoug Maps iOS')).toBeInTheDocument();
  });

  it('choosing an app tracks it, opens its panel on the first screenshot and focuses the heading', async () => {
    const user = userEvent.setup();
    render(<ProjectShowcase section={mobile} projects={mobileApps} />);
    await user.click(screen.getByRole('button', { name: 'Money on Track' }));
    expect(trackEvent).toHaveBeenCalledWith({
      category: 'user_interaction',
      action: 'clicked_mobile_app_area',
      label: 1,
    });
    const mot = within(panel('Money on Track') as HTMLElement);
    expect(mot.getByRole('heading', { level: 2, name: 'Money on Track' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Money on Track' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(mot.getByRole('button', { name: 'Next screenshot' }));
    expect(mot.getByText('(2/4) Track View')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'MountDoug Maps Android' }));
    expect(trackEvent).toHaveBeenLastCalledWith(expect.objectContaining({ label: 3 }));
    await user.click(screen.getByRole('button', { name: 'Money on Track' }));
    expect(screen.getByText('(1/4) Home View')).toBeInTheDocument();
  });

  it('sends the desktop action for the Games & Websites areas', async () => {
    const user = userEvent.setup();
    render(<ProjectShowcase section={desktop} projects={desktopApps} />);
    await user.click(screen.getByRole('button', { name: 'Robber' }));
    expect(trackEvent).toHaveBeenCalledWith({
      category: 'user_interaction',
      action: 'clicked_desktop_area',
      label: 2,
    });
  });

  it('Close hides the panel and returns focus to the area', async () => {
    const user = userEvent.setup();
    render(<ProjectShowcase section={mobile} projects={mobileApps} />);
    const area = screen.getByRole('button', { name: 'MountDoug Maps iOS' });
    await user.click(area);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(panel('MountDoug Maps iOS')).not.toBeInTheDocument();
    expect(panel(mobile.defaultTitle)).not.toBeInTheDocument();
    expect(area).toHaveFocus();
    expect(area).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape inside the showcase closes the panel; Escape elsewhere does not', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Outside</button>
        <ProjectShowcase section={desktop} projects={desktopApps} initialProjectId="robber" />
      </>,
    );
    expect(panel('Robber')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    await user.keyboard('{Escape}');
    expect(panel('Robber')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next screenshot' }));
    await user.keyboard('{Escape}');
    expect(panel('Robber')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Robber' })).toHaveFocus();
  });

  it('a linked project starts open on its first screenshot, also on narrow screens', () => {
    setWidth(390);
    render(<ProjectShowcase section={desktop} projects={desktopApps} initialProjectId="robber" />);
    const robber = within(panel('Robber') as HTMLElement);
    expect(robber.getByText('(1/2) Title View')).toBeInTheDocument();
    const download = desktopApps.find((p) => p.id === 'robber')?.download;
    if (download?.bytes === undefined) throw new Error('the build gives a download its size');
    expect(
      robber.getByRole('link', { name: `${download.label} (${formatBytes(download.bytes)})` }),
    ).toHaveAttribute('download', download.fileName);
    expect(screen.getByRole('heading', { level: 2, name: 'Robber' })).not.toHaveFocus();
  });
});
