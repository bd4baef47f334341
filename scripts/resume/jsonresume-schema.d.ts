/** @jsonresume/schema ships no types; this is the part of its API the tests and the import use. */
declare module '@jsonresume/schema' {
  /** One way a document breaks the schema (jsonschema's ValidationError). */
  export interface SchemaError {
    /** Where: `instance.work[0].startDate`. */
    property: string;
    /** Which rule: `pattern`, `type`, `format`, … */
    name: string;
    /** What the rule asked for: the pattern, the type, the format. */
    argument: unknown;
    message: string;
    /** The value that broke it. */
    instance: unknown;
  }
  export function validate(
    resume: unknown,
    callback: (errors: SchemaError[] | null, valid: boolean) => void,
  ): void;
  export const schema: Record<string, unknown>;
}
