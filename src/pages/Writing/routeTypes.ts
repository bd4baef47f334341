/**
 * The Writing pages' route types, written out: React Router generates `./+types/…` only for
 * the routes of the content at hand, and an owner without posts has no Writing routes, yet the
 * type check covers these modules for every owner.
 */
import type { LoaderFunctionArgs } from 'react-router';

export type LoaderArgs = LoaderFunctionArgs;

type LoaderOf = (args: LoaderArgs) => unknown;

/** What `meta` receives: the matched routes' data (the root's among them) and the page's own. */
export interface PageMetaArgs<Loader extends LoaderOf> {
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
  loaderData?: ReturnType<Loader>;
}

/** What the page component receives. */
export interface PageArgs<Loader extends LoaderOf> {
  loaderData: ReturnType<Loader>;
}
