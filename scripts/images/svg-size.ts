/** Width and height of an SVG from its root element: `width`/`height` in px, or the viewBox. */
export function svgSize(svg: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return undefined;
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  const px = (value: string | undefined) =>
    value && /^\s*[\d.]+(px)?\s*$/.test(value) ? Number.parseFloat(value) : undefined;
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const width = px(attr('width')) ?? box?.[2];
  const height = px(attr('height')) ?? box?.[3];
  if (!width || !height || !Number.isFinite(width) || !Number.isFinite(height)) return undefined;
  return { width: Math.round(width), height: Math.round(height) };
}

/**
 * Why an SVG has no size the build can read, as the end of a sentence that starts with the
 * file's name; undefined when `svgSize` reads one.
 */
export function svgSizeProblem(svg: string): string | undefined {
  if (svgSize(svg)) return undefined;
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root)
    return 'is not an SVG the build can read (it has no <svg> element). Export the drawing again as SVG, or as PNG.';
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  const given = ['width', 'height']
    .map((name) => [name, attr(name)] as const)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${value ?? ''}"`);
  const what = given.length
    ? `its <svg> element has ${given.join(' and ')}, not both in pixels, and no viewBox`
    : 'its <svg> element has no width and height and no viewBox';
  return `has no size: ${what}, so the build cannot tell its shape. Add the drawing's size to the <svg> element as viewBox="0 0 width height", e.g. <svg viewBox="0 0 360 720" …> (or width="360" height="720"), or export it again with "responsive" or "use viewBox" on.`;
}
