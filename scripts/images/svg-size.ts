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
