import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findProject } from '@/content/projects';
import { useCarousel } from '@/hooks/useCarousel';
import { SWIPE_MIN_DISTANCE_PX } from '@/hooks/useSwipe';
import { screenCaption, ScreenshotCarousel } from './ScreenshotCarousel';

const mot = findProject('mot');
const jastagram = findProject('jastagram');
if (!mot || !jastagram) throw new Error('sample projects missing');

function Harness({ projectId }: { projectId: 'mot' | 'jastagram' }) {
  const project = projectId === 'mot' ? mot : jastagram;
  const carousel = useCarousel(project?.screens.length ?? 0);
  if (!project) return null;
  return (
    <ScreenshotCarousel
      title={project.name}
      screens={project.screens}
      index={carousel.index}
      onNext={carousel.next}
      onPrevious={carousel.previous}
      device="phone"
    />
  );
}

const caption = () => screen.getByText(/^\(\d\/\d\) .+ View$/);

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
    expect(screenCaption(1, 4, 'Track View')).toBe('(2/4) Track View');
    expect(screenCaption(2, 7, 'Robbing the bank')).toBe('(3/7) Robbing the bank');
  });

  it('shows only the current screenshot, and fetches the next once the visitor reaches for it', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness projectId="mot" />);
    expect(caption()).toHaveTextContent('(1/4) Home View');
    expect(caption()).toHaveAttribute('aria-live', 'polite');
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByRole('img')).toHaveAccessibleName(mot.screens[0]?.image.alt);

    await user.hover(screen.getByRole('region', { name: `Screenshots of ${mot.name}` }));
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(2);
    expect(images[1]).not.toBeVisible();
    expect(images[1]).toHaveAttribute('alt', mot.screens[1]?.image.alt);

    await user.click(screen.getByRole('button', { name: 'Previous screenshot' }));
    expect(caption()).toHaveTextContent('(4/4) Budget Buddy AI View');
    expect(screen.getByText(mot.screens[3]?.description ?? '')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next screenshot' }));
    expect(caption()).toHaveTextContent('(1/4) Home View');
  });

  it('answers Left/Right while the carousel has focus', async () => {
    const user = userEvent.setup();
    render(<Harness projectId="mot" />);
    screen.getByRole('region', { name: 'Screenshots of Money on Track' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(caption()).toHaveTextContent('(3/4) Budget View');
    await user.keyboard('{ArrowLeft}');
    expect(caption()).toHaveTextContent('(2/4) Track View');
  });

  it(`turns horizontal swipes longer than ${SWIPE_MIN_DISTANCE_PX} px into next/previous`, () => {
    render(<Harness projectId="mot" />);
    swipe(-(SWIPE_MIN_DISTANCE_PX + 1));
    expect(caption()).toHaveTextContent('(2/4) Track View');
    swipe(SWIPE_MIN_DISTANCE_PX + 1);
    expect(caption()).toHaveTextContent('(1/4) Home View');
    swipe(-SWIPE_MIN_DISTANCE_PX);
    swipe(-60, 100);
    expect(caption()).toHaveTextContent('(1/4) Home View');
  });

  it('has no previous/next for a single screenshot', () => {
    const { container } = render(<Harness projectId="jastagram" />);
    expect(caption()).toHaveTextContent('(1/1) Feed View');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });
});
