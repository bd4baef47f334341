// @vitest-environment node
import { PAGE_DATA_FILE, pageDataFile, splitPageData } from './page-data';

/** A string literal as React Router writes it into the HTML (escapeHtml: no `<`, `>`, `&`). */
const literal = (text: string) =>
  JSON.stringify(text).replace(
    /[&<>\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** What React Router and React write at the end of a prerendered page's body. */
function tail(chunks: string[]): string {
  const [first, ...rest] = chunks.map(
    (text) =>
      `<script>window.__reactRouterContext.streamController.enqueue(${literal(text)});</script>`,
  );
  return [
    '<!--$?--><template id="B:0"></template><!--/$-->',
    '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>',
    `<div hidden id="S:0">${first ?? ''}${rest.join('')}<!--$?--><template id="B:1"></template><!--/$--></div>`,
    '<script>$RB=[];$RV=function(a){};$RC=function(a,b){};$RC("B:0","S:0")</script>',
    '<div hidden id="S:1"><script>window.__reactRouterContext.streamController.close();</script></div>',
    '<script>$RC("B:1","S:1")</script>',
  ].join('');
}

const page = (end: string) =>
  `<!DOCTYPE html><html><head></head><body><h1>Hi</h1><script type="module" async="">import("/a.js");</script>${end}</body></html>`;

describe('splitPageData', () => {
  it('takes the data out of the page, in order, and leaves the rest of the page as it was', () => {
    const data = ['[{"_1":2},"loaderData",', '"</script> & <b>",{"x":"\u2028"}]'];
    const split = splitPageData(page(tail(data)));
    expect(split.data).toBe(data.join(''));
    expect(split.html).toBe(page(''));
  });

  it('reads the data as React Router escapes it for HTML', () => {
    const escaped =
      '<script>window.__reactRouterContext.streamController.enqueue("[\\u003c/script\\u003e \\u0026]");</script>';
    const html = page(
      tail(['x']).replace(
        /<script>window\.__reactRouterContext\.streamController\.enqueue\("x"\);<\/script>/,
        escaped,
      ),
    );
    expect(splitPageData(html).data).toBe('[</script> &]');
  });

  it('fails, naming the file, when the page has no data, an unclosed stream or something else at its end', () => {
    expect(() => splitPageData(page(''), 'about/index.html')).toThrow(
      'page-data: about/index.html has no React Router data stream',
    );
    expect(() =>
      splitPageData(page(tail(['x']).replace('streamController.close();', 'x();')), 'a.html'),
    ).toThrow(/a\.html ends with an unexpected script: window\.__reactRouterContext\.x\(\)/);
    expect(() =>
      splitPageData(
        page(
          tail(['x']).replace(
            '<script>window.__reactRouterContext.streamController.close();</script>',
            '',
          ),
        ),
        'a.html',
      ),
    ).toThrow('page-data: a.html has no complete data stream');
    expect(() => splitPageData(page(`${tail(['x'])}<p>late</p>`), 'a.html')).toThrow(
      /a\.html ends with unexpected HTML: <p>late<\/p>/,
    );
  });
});

describe('pageDataFile', () => {
  it('names the file by its content', () => {
    expect(pageDataFile('a')).toMatch(PAGE_DATA_FILE);
    expect(pageDataFile('a')).toBe(pageDataFile('a'));
    expect(pageDataFile('a')).not.toBe(pageDataFile('b'));
  });
});
