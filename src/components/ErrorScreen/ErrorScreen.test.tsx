import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { ErrorBoundary } from '@/root';

function Thrower(): never {
  throw new Error('Kaboom from a test route');
}

describe('root error boundary', () => {
  it("shows 'Unexpected Application Error!', the message and the stack trace", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: Thrower,
        ErrorBoundary: ErrorBoundary as unknown as React.ComponentType,
      },
    ]);
    render(<Stub />);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kaboom from a test route' })).toBeInTheDocument();
    expect(screen.getByText(/at Thrower/)).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('shows status and text of a thrown response', async () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => null,
        HydrateFallback: () => null,
        loader: () => {
          throw new Response('gone', { status: 410, statusText: 'Gone' });
        },
        ErrorBoundary: ErrorBoundary as unknown as React.ComponentType,
      },
    ]);
    render(<Stub />);
    expect(await screen.findByRole('heading', { name: '410 Gone' })).toBeInTheDocument();
  });
});
