/**
 * Adds screenshots to a project's `screens` in the source of `projects.ts`, for
 * `npm run capture -- <address> --project <id>`. Only where the source says it plainly: the
 * exported `projects` list written out, the project an object in it with `id: '<id>'` and its
 * `screens` a list written out. The placeholder screenshot a starter wrote (its name begins
 * with 'TODO') makes way, and so does the TODO line above `screens` that asked for real ones.
 * Anything else (a list made by a function, spread from elsewhere) is not edited: the caller
 * prints the lines to paste. Pure: the source in, the new source out (not formatted).
 */
import ts from 'typescript';
import { TODO_MARKER } from '../resume/ts-source';

/** A screenshot to add, as the content writes one. */
export interface NewScreen {
  name: string;
  description: string;
  src: string;
  alt: string;
}

/** A screen as a line of `projects.ts` (Prettier puts its quotes as the project writes them). */
export function screenSource(screen: NewScreen): string {
  const q = JSON.stringify;
  return `{ name: ${q(screen.name)}, description: ${q(screen.description)}, image: image(${q(screen.src)}, ${q(screen.alt)}) }`;
}

/** An expression without `as const`, `satisfies …` and parentheses around it. */
function bare(node: ts.Expression): ts.Expression {
  if (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node)
  )
    return bare(node.expression);
  return node;
}

function property(object: ts.ObjectLiteralExpression, name: string) {
  return object.properties.find(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) &&
      (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) &&
      p.name.text === name,
  );
}

function stringValue(node: ts.Expression | undefined): string | undefined {
  if (!node) return undefined;
  const value = bare(node);
  return ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)
    ? value.text
    : undefined;
}

/** The exported `projects` list, written out. */
function projectsList(file: ts.SourceFile): ts.ArrayLiteralExpression | undefined {
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== 'projects') continue;
      const value = declaration.initializer && bare(declaration.initializer);
      return value && ts.isArrayLiteralExpression(value) ? value : undefined;
    }
  }
  return undefined;
}

/** Whether the module can call `image(…)`: it imports it, or declares it itself. */
function hasImage(file: ts.SourceFile): boolean {
  return file.statements.some((statement) => {
    if (ts.isImportDeclaration(statement)) {
      const bindings = statement.importClause?.namedBindings;
      return (
        !!bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.some((e) => e.name.text === 'image')
      );
    }
    return ts.isFunctionDeclaration(statement) && statement.name?.text === 'image';
  });
}

export type AddScreens = { ok: true; source: string } | { ok: false; why: string };

/** `source` with `screens` added to project `id` (see the module's comment). */
export function addScreens(source: string, id: string, screens: readonly NewScreen[]): AddScreens {
  const file = ts.createSourceFile('projects.ts', source, ts.ScriptTarget.Latest, true);
  const list = projectsList(file);
  if (!list) return { ok: false, why: 'its `projects` list is not written out as [ … ]' };
  if (!hasImage(file)) return { ok: false, why: "it does not import image from '@/model/image'" };
  const project = list.elements.find(
    (element): element is ts.ObjectLiteralExpression =>
      ts.isObjectLiteralExpression(element) &&
      stringValue(property(element, 'id')?.initializer) === id,
  );
  if (!project) return { ok: false, why: `no project with id: '${id}' is written out in it` };
  const screensProperty = property(project, 'screens');
  const value = screensProperty && bare(screensProperty.initializer);
  if (!screensProperty || !value || !ts.isArrayLiteralExpression(value))
    return { ok: false, why: `the screens of '${id}' are not a list written out as [ … ]` };
  const placeholder = (element: ts.Expression) =>
    ts.isObjectLiteralExpression(element) &&
    /^TODO\b/.test(stringValue(property(element, 'name')?.initializer) ?? '');
  const kept = value.elements.filter((element) => !placeholder(element));
  // Each kept screen with the comments above it.
  const text = (element: ts.Expression) =>
    source.slice(element.getFullStart(), element.getEnd()).replace(/^\s+/, '');
  const items = [...kept.map(text), ...screens.map(screenSource)];
  const replaced = `${source.slice(0, value.getStart(file))}[\n${items.map((item) => `${item},\n`).join('')}]${source.slice(value.getEnd())}`;
  // The starter's TODO line above `screens` asked for real screenshots: these are.
  if (kept.length === value.elements.length) return { ok: true, source: replaced };
  const start = screensProperty.getFullStart();
  const trivia = source.slice(start, screensProperty.getStart(file));
  const cleared = trivia.replace(
    new RegExp(`[ \\t]*// ${TODO_MARKER.replace(/[()]/g, '\\$&')} put real screenshots[^\\n]*\\n`),
    '',
  );
  return {
    ok: true,
    source: replaced.slice(0, start) + cleared + replaced.slice(start + trivia.length),
  };
}
