/**
 * Reads a `resume.json` for `npm run import-resume`: the document, or one calm sentence naming
 * the file and the field when it cannot be imported (nothing is written then): not JSON, not an
 * object, against the schema (checked with the schema package's own validator), a date that is
 * no date, or no `basics.name` or `basics.email`. Pure.
 */
import { validate, type SchemaError } from '@jsonresume/schema';
import type { JsonResume } from './json-resume-types';

const DATE = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;
const DATE_HINT = 'Write it as YYYY-MM-DD, YYYY-MM or YYYY, e.g. 2023-09.';

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'string') return `the text '${value}'`;
  if (typeof value === 'object') return 'an object';
  return `the ${typeof value} ${String(value)}`;
}

const TYPE_NAMES: Record<string, string> = {
  array: 'a list ([…])',
  object: 'an object ({…})',
  string: 'a text in quotes',
  number: 'a number',
  boolean: 'true or false',
};

/** One schema error in words: where (`work[0].startDate`) and what to do. */
function schemaMessage(error: SchemaError): { field: string; what: string } {
  const field = error.property.replace(/^instance\.?/, '');
  const value = error.instance;
  if (error.name === 'pattern')
    return { field, what: `'${String(value)}' is not a date. ${DATE_HINT}` };
  if (error.name === 'format' && error.argument === 'email')
    return { field, what: `'${String(value)}' is not an e-mail address.` };
  if (error.name === 'format' && error.argument === 'uri')
    return {
      field,
      what: `'${String(value)}' is not a web address. Write it in full, e.g. https://example.com/you.`,
    };
  if (error.name === 'type') {
    const wanted = [error.argument]
      .flat()
      .map((type) => TYPE_NAMES[String(type)] ?? String(type))
      .join(' or ');
    return { field, what: `should be ${wanted}, not ${describe(value)}.` };
  }
  return { field, what: `${error.message}.` };
}

/** Every date of the document that the site reads, with where it is. */
function documentDates(resume: JsonResume): { field: string; value: unknown }[] {
  const found: { field: string; value: unknown }[] = [];
  const add = (field: string, value: unknown) => {
    if (value !== undefined) found.push({ field, value });
  };
  const until: unknown = (resume.basics?.availability as { until?: unknown } | undefined)?.until;
  add('basics.availability.until', until);
  for (const section of ['work', 'volunteer', 'education', 'projects'] as const)
    resume[section]?.forEach((entry, i) => {
      add(`${section}[${i}].startDate`, entry.startDate);
      add(`${section}[${i}].endDate`, entry.endDate);
    });
  resume.awards?.forEach((a, i) => add(`awards[${i}].date`, a.date));
  resume.certificates?.forEach((c, i) => add(`certificates[${i}].date`, c.date));
  resume.publications?.forEach((p, i) => add(`publications[${i}].releaseDate`, p.releaseDate));
  return found;
}

/**
 * The document in `text`, or one sentence on what is wrong with it: `file` (as the owner named
 * it) and the field.
 */
export function readJsonResume(
  text: string,
  file: string,
): { ok: true; resume: JsonResume } | { ok: false; message: string } {
  const fail = (field: string, what: string) => ({
    ok: false as const,
    message: `${file}${field ? ` › ${field}` : ''}: ${what}`,
  });
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return fail(
      '',
      `is not JSON (${reason}). Export it again from your resume tool, or open it in an editor that checks JSON.`,
    );
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return fail(
      '',
      `holds ${describe(data)}, not a resume. A JSON Resume file is one object: { "basics": { … }, "work": [ … ], … }.`,
    );
  let errors: SchemaError[] = [];
  validate(data, (found) => {
    errors = found ?? [];
  });
  const [first] = errors;
  if (first) {
    const { field, what } = schemaMessage(first);
    const more =
      errors.length > 1
        ? ` (1 of ${errors.length} problems: fix it and run the import again.)`
        : '';
    return fail(field, `${what}${more}`);
  }
  const resume = data as JsonResume;
  const badDate = documentDates(resume).find(
    ({ value }) => typeof value !== 'string' || !DATE.test(value),
  );
  if (badDate) return fail(badDate.field, `'${String(badDate.value)}' is not a date. ${DATE_HINT}`);
  if (!resume.basics)
    return fail(
      'basics',
      'missing. Add a "basics" section with at least your name and e-mail address.',
    );
  if (!resume.basics.name?.trim())
    return fail('basics.name', 'missing. Add your name as the site should show it.');
  if (!resume.basics.email?.trim())
    return fail('basics.email', 'missing. Add your e-mail address; the contact form sends to it.');
  return { ok: true, resume };
}
