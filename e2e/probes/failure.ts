/** What e2e/probes/failure.probe.ts draws and names, for e2e/failure-pictures.spec.ts to check. */

/** The failing probes' page colour, which their pictures must show. */
export const PROBE_BACKGROUND = { r: 18, g: 52, b: 86 };
/** Fails in its own body. */
export const FAILING = 'fails while its page shows a colour';
/** Passes its body; its page logs an error, which the consoleErrors fixture fails it for. */
export const FAILING_BY_CONSOLE = 'fails by a console error while its page shows a colour';
export const PASSING = 'passes';
