/** What e2e/probes/failure.probe.ts draws and names, for e2e/failure-pictures.spec.ts to check. */

/** The failing probe's page colour, which its picture must show. */
export const PROBE_BACKGROUND = { r: 18, g: 52, b: 86 };
export const FAILING = 'fails while its page shows a colour';
export const PASSING = 'passes';
