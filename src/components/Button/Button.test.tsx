import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { Button } from './Button';

function renderInRouter(ui: React.ReactElement) {
  const Stub = createRoutesStub([{ path: '/', Component: () => ui }]);
  return render(<Stub initialEntries={['/']} />);
}

describe('Button', () => {
  it('is a single link to / with primary and medium classes by default', () => {
    renderInRouter(<Button>Go</Button>);
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveClass('btn', 'btn--primary', 'btn--medium');
    expect(link.querySelector('button')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('carries the chosen style, size, name and target', () => {
    renderInRouter(
      <Button
        buttonStyle="btn--outline"
        buttonSize="btn--large"
        name="experiencesBigButton"
        to="/experiences"
      >
        Experiences
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Experiences' });
    expect(link).toHaveAttribute('href', '/experiences');
    expect(link).toHaveClass('btn--outline', 'btn--large');
    expect(link).not.toHaveClass('btn--primary');
    expect(link).toHaveAttribute('data-name', 'experiencesBigButton');
  });

  it.each(['btn--primary', 'btn--outline', 'btn--test'] as const)(
    'renders the %s style',
    (buttonStyle) => {
      renderInRouter(<Button buttonStyle={buttonStyle}>Styled</Button>);
      expect(screen.getByRole('link', { name: 'Styled' })).toHaveClass(buttonStyle);
    },
  );

  it('is a native button with a type, and calls its click handler', async () => {
    const onClick = vi.fn();
    renderInRouter(
      <Button type="submit" buttonStyle="btn--test" onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveClass('btn--test', 'btn--medium');
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    renderInRouter(
      <Button type="button" disabled onClick={onClick}>
        Wait
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Wait' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('calls the click handler of a link-button', async () => {
    const onClick = vi.fn();
    renderInRouter(<Button onClick={onClick}>Home</Button>);
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
