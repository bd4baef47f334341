import type { RunMetrics } from './budgets';

/** A Lighthouse run that meets every budget of either phone (for the bench's unit tests). */
export const goodRun: RunMetrics = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 900,
  fcp: 800,
  tbt: 10,
  cls: 0,
  bytes: 150_000,
  documentBytes: 14_000,
  jsBytes: 120_000,
  requests: 12,
  thirdPartyRequests: 0,
  renderBlocking: 0,
  imageSavings: 0,
  longestTask: 30,
};
