import { render, screen } from '@testing-library/react';
import { isSafeHref, linksIn, parseMarkup, plainText } from '@/model/markup';
import { Markup } from './Markup';

function renderMarkup(text: string) {
  return render(
    <p>
      <Markup text={text} />
    </p>,
  );
}

describe('Markup', () => {
  it('shows `code`, **bold** and *emphasis* (or _emphasis_)', () => {
    const { container } = renderMarkup(
      'Run `java -jar lantern.jar`, **fast** and *calm*, _really_.',
    );
    expect(screen.getByText('java -jar lantern.jar').tagName).toBe('CODE');
    expect(screen.getByText('fast').tagName).toBe('STRONG');
    expect(screen.getByText('calm').tagName).toBe('EM');
    expect(screen.getByText('really').tagName).toBe('EM');
    expect(container).toHaveTextContent('Run java -jar lantern.jar, fast and calm, really.');
  });

  it('links open in a new tab with rel noopener; mailto: in the same tab', () => {
    renderMarkup('See [**the** demo](https://demo.example.org/a_b) or [mail me](mailto:a@b.org).');
    const demo = screen.getByRole('link', { name: 'the demo' });
    expect(demo).toHaveAttribute('href', 'https://demo.example.org/a_b');
    expect(demo).toHaveAttribute('target', '_blank');
    expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('the').tagName).toBe('STRONG');
    const mail = screen.getByRole('link', { name: 'mail me' });
    expect(mail).toHaveAttribute('href', 'mailto:a@b.org');
    expect(mail).not.toHaveAttribute('target');
  });

  it('never renders HTML and turns unsafe links into their text', () => {
    const { container } = renderMarkup(
      '<img src=x onerror=alert(1)> [click](javascript:alert(1)) [data](data:text/html,hi)',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror=alert(1)> click data');
  });

  it('leaves lone markers, snake_case and 2 * 3 * 4 alone', () => {
    const text = 'It`s a snake_case_name, 2 * 3 * 4 and a ** pair';
    const { container } = renderMarkup(text);
    expect(container.querySelector('code, strong, em')).toBeNull();
    expect(container).toHaveTextContent(text);
  });

  it('has plain text and link lists for the resume and the content check', () => {
    expect(plainText('**Dean’s List** and [site](https://a.org)')).toBe('Dean’s List and site');
    expect(linksIn('[a](https://a.org) and [b](ftp://b.org)')).toEqual([
      'https://a.org',
      'ftp://b.org',
    ]);
    expect(['https://a.org/x', 'http://a.org', 'mailto:me@a.org'].every(isSafeHref)).toBe(true);
    expect(['javascript:alert(1)', 'ftp://a.org', '/relative', 'https://'].some(isSafeHref)).toBe(
      false,
    );
    expect(parseMarkup('plain')).toEqual([{ type: 'text', text: 'plain' }]);
  });
});
