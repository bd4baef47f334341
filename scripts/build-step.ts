/** What every postbuild step receives. */
export interface BuildContext {
  /** Project root. */
  root: string;
  /** Absolute path of dist/, which already holds the prerendered site. */
  dist: string;
  /** Base path the site is built for, e.g. '/' or '/portfolio/'. */
  base: string;
}

export type BuildStep = (context: BuildContext) => void | Promise<void>;
