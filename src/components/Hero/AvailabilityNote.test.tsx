import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useIsHydrated } from '@/hooks/useIsHydrated';
import { AvailabilityNote, hideAfterScript } from './AvailabilityNote';

const ENDS_AT = Date.UTC(2027, 8, 1);
const TEXT = 'Open to internships';

/** The note in a profiler that counts React's commits (hydration is the first). */
function counted(onCommit: () => void) {
  return (
    <Profiler id="note" onRender={onCommit}>
      <AvailabilityNote text={TEXT} endsAt={ENDS_AT} />
    </Profiler>
  );
}

/**
 * Prerenders the note while it holds, then hydrates it on a visitor's clock at `now`, with the
 * note's inline script run first as the browser runs it. Returns the number of commits.
 */
async function hydrateAt(now: number): Promise<{ commits: number; errors: unknown[] }> {
  vi.setSystemTime(ENDS_AT - 86_400_000);
  const html = renderToString(counted(() => {}));
  vi.setSystemTime(now);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const note = container.querySelector('p');
  new Function('document', hideAfterScript(ENDS_AT))({
    currentScript: { previousElementSibling: note },
  });
  let commits = 0;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      counted(() => (commits += 1)),
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { commits, errors };
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('AvailabilityNote', () => {
  it('hydrates a note that still holds in one render, shown', async () => {
    const { commits, errors } = await hydrateAt(ENDS_AT - 1);
    expect(errors).toEqual([]);
    expect(commits).toBe(1);
    expect(screen.getByText(TEXT)).toBeVisible();
  });

  it('hydrates a note that has ended as prerendered, then hides it in a render of its own', async () => {
    const { commits, errors } = await hydrateAt(ENDS_AT);
    expect(errors).toEqual([]);
    // Hydration, then the clock's answer (a transition: the e2e test checks it is not synchronous).
    expect(commits).toBe(2);
    expect(screen.getByText(TEXT)).not.toBeVisible();
  });

  // Last: the page counts as hydrated from here on (a module-wide flag).
  it('mounted after the page has hydrated (opened from the navbar), it starts hidden once ended', () => {
    function Page() {
      useIsHydrated();
      return null;
    }
    render(<Page />);
    vi.setSystemTime(ENDS_AT);
    let first: boolean | undefined;
    render(
      <Profiler
        id="note"
        onRender={() => (first ??= screen.getByText(TEXT).closest('p')?.hidden ?? false)}
      >
        <AvailabilityNote text={TEXT} endsAt={ENDS_AT} />
      </Profiler>,
    );
    expect(first).toBe(true);
  });
});
