/** The types of ./preflight.mjs (plain JavaScript, so that it runs on any Node). */
export function requiredNode(packageJson: unknown): [number, number, number];
export function isAtLeast(version: string, required: readonly number[]): boolean;
export function nodeProblem(version: string, required: readonly number[]): string | undefined;
