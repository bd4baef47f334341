import { act, render, screen } from '@testing-library/react';
import {
  intersectionMockInstance,
  mockAllIsIntersecting,
} from 'react-intersection-observer/test-utils';
import { useRevealOnce } from './useRevealOnce';

function Probe({ margin }: { margin: number }) {
  const { ref, state } = useRevealOnce(margin);
  return (
    <p ref={ref} data-testid="probe">
      {state}
    </p>
  );
}

describe('useRevealOnce', () => {
  it('observes with the bottom margin and only once', () => {
    render(<Probe margin={40} />);
    const probe = screen.getByTestId('probe');
    const observer = intersectionMockInstance(probe);
    expect(observer.rootMargin).toBe('0px 0px -40px 0px');
    expect(observer.observe).toHaveBeenCalledWith(probe);
  });

  it('stays visible until the observer reports, then waits hidden until it is in view', () => {
    render(<Probe margin={40} />);
    const probe = screen.getByTestId('probe');
    expect(probe).toHaveTextContent('initial');
    act(() => mockAllIsIntersecting(false));
    expect(probe).toHaveTextContent('hidden');
    act(() => mockAllIsIntersecting(true));
    expect(probe).toHaveTextContent('shown');
  });

  it('is revealed once: scrolling it out of view again does not hide it', () => {
    render(<Probe margin={40} />);
    const probe = screen.getByTestId('probe');
    const observer = intersectionMockInstance(probe);
    act(() => mockAllIsIntersecting(true));
    expect(probe).toHaveTextContent('shown');
    // triggerOnce: the element is no longer watched after its first reveal.
    expect(observer.unobserve).toHaveBeenCalledWith(probe);
    act(() => mockAllIsIntersecting(false));
    expect(probe).toHaveTextContent('shown');
  });

  it('is shown at once when it starts in view', () => {
    render(<Probe margin={40} />);
    act(() => mockAllIsIntersecting(true));
    expect(screen.getByTestId('probe')).toHaveTextContent('shown');
  });
});
