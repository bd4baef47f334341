import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projects } from '@/test/content';
import { useCarousel } from '@/hooks/useCarousel';
import { SWIPE_MIN_DISTANCE_PX } from '@/hooks/useSwipe';
import type { Project } from '@/model/view';
import { must, withTwoScreens } from '@/test/contentFixtures';
import { screenCaption } from '@/model/screenCaption';
import { ScreenshotCarousel } from './ScreenshotCarousel';

/** The content's project with the most screens (at least two) and one with a single screen. */
const browsed = withTwoScreens(
  must([...projects].sort((a, b) => b.screens.length - a.screens.length)[0], 'project'),
);
const firstProject = must(projects[0], 'project');
const single: Project = projects.find((p) => p.screens.length === 1) ?? {
  ...firstProject,
  screens: [must(firstProject.screens[0], 'screen')],
};
const count = browsed.screens.length;
const screenAt = (index: number) => must(browsed.screens[(index + count) % count], 'screen');
/** The caption of the screen `index` steps from the first, wrapping around both ways. */
const captionAt = (index: number) => {
  const wrapped = (index + count) % count;
  return screenCaption(wrapped, count, screenAt(wrapped).name);
};

function Harness({ project }: { project: Project }) {
  const carousel = useCarousel(project.screens.length);
  return (
    <ScreenshotCarousel
      title={project.name}
      screens={project.screens}
      index={carousel.index}
      direction={carousel.direction}
      onNext={carousel.next}
      onPrevious={carousel.previous}
      device="phone"
      frame={(screen) => <div data-testid="device">{screen}</div>}
    />
  );
}

const caption = () => screen.getByText(/^\(\d+\/\d+\) /);

function swipe(dx: number, dy = 0) {
  const target = screen.getByRole('img');
  fireEvent.pointerDown(target, { pointerId: 1, isPrimary: true, clientX: 200, clientY: 200 });
  fireEvent.pointerUp(target, {
    pointerId: 1,
    isPrimary: true,
    clientX: 200 + dx,
    clientY: 200 + dy,
  });
}

describe('ScreenshotCarousel', () => {
  it('captions as (n/N) and the screen name exactly as written', () => {
    expect(screenCaption(1, 4, 'Fixture View')).toBe('(2/4) Fixture View');
    expect(screenCaption(2, 7, 'a fixture, lower case')).toBe('(3/7) a fixture, lower case');
  });

  it('shows only the current screenshot, and fetches the next once the visitor reaches for it', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness project={browsed} />);
    expect(caption()).toHaveTextContent(`(1/${count}) ${screenAt(0).name}`);
    expect(caption()).toHaveAttribute('aria-live', 'polite');
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByRole('img')).toHaveAccessibleName(screenAt(0).image.alt);

    await user.hover(screen.getByRole('region', { name: `Screenshots of ${browsed.name}` }));
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(2);
    expect(images[1]).not.toBeVisible();
    expect(images[1]).toHaveAttribute('alt', screenAt(1).image.alt);

    await user.click(screen.getByRole('button', { name: 'Previous screenshot' }));
    expect(caption()).toHaveTextContent(`(${count}/${count}) ${screenAt(-1).name}`);
    expect(screen.getByText(screenAt(-1).description)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next screenshot' }));
    expect(caption()).toHaveTextContent(captionAt(0));
  });

  it('answers Left/Right while the carousel has focus', async () => {
    const user = userEvent.setup();
    render(<Harness project={browsed} />);
    screen.getByRole('region', { name: `Screenshots of ${browsed.name}` }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(caption()).toHaveTextContent(captionAt(2));
    await user.keyboard('{ArrowLeft}');
    expect(caption()).toHaveTextContent(captionAt(1));
  });

  it(`turns horizontal swipes longer than ${SWIPE_MIN_DISTANCE_PX} px into next/previous`, () => {
    render(<Harness project={browsed} />);
    swipe(-(SWIPE_MIN_DISTANCE_PX + 1));
    expect(caption()).toHaveTextContent(captionAt(1));
    swipe(SWIPE_MIN_DISTANCE_PX + 1);
    expect(caption()).toHaveTextContent(captionAt(0));
    swipe(-SWIPE_MIN_DISTANCE_PX);
    swipe(-60, 100);
    expect(caption()).toHaveTextContent(captionAt(0));
  });

  it('puts the screenshots inside the device it draws, and slides them in the way they go', async () => {
    const user = userEvent.setup();
    render(<Harness project={browsed} />);
    const device = screen.getByTestId('device');
    expect(device).toContainElement(screen.getByRole('img'));
    const viewport = screen.getByRole('img').closest('[data-direction]');
    expect(viewport).toHaveAttribute('data-direction', 'next');
    await user.click(screen.getByRole('button', { name: 'Previous screenshot' }));
    expect(screen.getByRole('img').closest('[data-direction]')).toHaveAttribute(
      'data-direction',
      'previous',
    );
    // The controls are outside the device, under it.
    expect(device).not.toContainElement(screen.getByRole('button', { name: 'Next screenshot' }));
  });

  it('with no app open it is only the device: no region, no controls', () => {
    render(
      <ScreenshotCarousel
        title={browsed.name}
        screens={[]}
        index={0}
        onNext={() => {}}
        onPrevious={() => {}}
        device="phone"
        frame={(screen) => <div data-testid="device">{screen}</div>}
      />,
    );
    expect(screen.getByTestId('device')).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no previous/next for a single screenshot', () => {
    const { container } = render(<Harness project={single} />);
    expect(caption()).toHaveTextContent(`(1/1) ${must(single.screens[0], 'screen').name}`);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });
});
