/** subset-font ships no types; this is the part of its API the font step uses. */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    keepFeatures?: readonly string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(
    source: Buffer,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}
