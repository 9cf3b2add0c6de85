// Every text a person reads that src/main or src/shared makes goes through the shared catalog
// (docs/architecture.md, Languages): no English words written into an error, into a field that
// holds words for a person (message, detail, reason, ...), or, on the command line, into what a
// command prints. The files listed in notYetInCatalog.ts still do, each with how many such
// texts: the list may only shrink, and a file whose count went down must say so there.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { notYetInCatalog } from './notYetInCatalog';

const root = join(import.meta.dirname, '../../..');
const scannedFolders = ['src/main', 'src/shared'];

/**
 * The catalog itself, and the simulated camera's own answers: a real camera answers in English
 * whatever the studio's language (the spec's `ERROR:` lines, HTTP reasons), so its stand-in does.
 */
const exempt = ['src/shared/i18n/catalog/', 'src/main/simulator/camera/'];

/** Errors that mean a bug (the API shows them as `internal`), not a text for the technician. */
const bugErrors = new Set(['Error', 'TypeError', 'SyntaxError', 'AssertionError']);
const wordFields = new Set(['message', 'detail', 'reason', 'summary', 'problem', 'hint', 'note', 'warning', 'help']);
/** A command's --help: `const rcUsage = ...`, `function subcommandUsage() { return ... }`, `const backupDescription = ...`. */
const helpTextName = /(Usage|Description)$/;
/** A check that says what is wrong: `nameProblem(...)`, `validateValue(...)`, `cameraHostProblem(...)`. */
const problemFunctionName = /(^validate[A-Z]|Problem$)/;
/** Calls that make words into a text as given: only a library's message or data belongs there, never a literal sentence. */
const givenWordsCalls = new Set(['givenWords']);
const wordLists = new Set(['problems', 'warnings', 'notes', 'reasons']);
const printingCalls = new Set(['write', 'result', 'note', 'warn', 'error', 'line', 'progress']);
/** A zod check's message (`.min(1, 'the name is empty')`): a schema says its problems by message id. */
const zodBoundChecks = new Set(['min', 'max', 'length', 'regex', 'refine']);
const zodKindChecks = new Set(['int', 'nonnegative', 'positive']);

/** The program's name before a line (`camconfig sim: ...`) is a name, not words. */
const programPrefix = /\b(camconfig|sdk-demo)( [a-z]+)?:/g;
const hasWords = (text: string) => /[A-Za-z]{2,}[ ,:;]+[A-Za-z]{2,}/.test(text.replace(programPrefix, ''));

function tsFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The literal texts with words in an expression, through conditionals, concatenation, templates and parentheses. */
function wordsIn(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return hasWords(node.text) ? [node.text] : [];
  if (ts.isTemplateExpression(node)) {
    const literal = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' x ');
    return hasWords(literal) ? [node.getText()] : [];
  }
  if (ts.isParenthesizedExpression(node)) return wordsIn(node.expression);
  if (ts.isConditionalExpression(node)) return [...wordsIn(node.whenTrue), ...wordsIn(node.whenFalse)];
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.PlusToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(node.operatorToken.kind)) return [...wordsIn(node.left), ...wordsIn(node.right)];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(wordsIn);
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'join') return wordsIn(node.expression.expression);
  return [];
}

function calleeName(expression: ts.Expression): string {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return '';
}

function receiverName(expression: ts.Expression): string {
  return ts.isPropertyAccessExpression(expression) ? calleeName(expression.expression) : '';
}

/** The literal texts with words that a function body returns (an arrow function's expression body too). */
function returnedWords(body: ts.Node): string[] {
  if (!ts.isBlock(body)) return wordsIn(body as ts.Expression);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isReturnStatement(node) && node.expression) found.push(...wordsIn(node.expression));
    else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
  };
  visit(body);
  return found;
}

/** A function or method named as a check (`...Problem`, `validate...`), declared or assigned, with its body. */
function isProblemFunction(node: ts.Node): node is ts.Node & { body: ts.ConciseBody } {
  const named = (name: ts.Node | undefined) => name !== undefined && (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) && problemFunctionName.test(name.text);
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.body) return named(node.name);
  if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && ts.isVariableDeclaration(node.parent)) return named(node.parent.name);
  return false;
}

/** The texts of a source that reach a person without the catalog. */
export function textsBypassingCatalog(source: string, isCommandLine: boolean): string[] {
  const file = ts.createSourceFile('file.ts', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node)) {
      const name = calleeName(node.expression);
      if (/(Error|Failure)$/.test(name) && !bugErrors.has(name)) found.push(...(node.arguments ?? []).flatMap(wordsIn));
    } else if (ts.isVariableDeclaration(node) && helpTextName.test(node.name.getText()) && node.initializer) {
      found.push(...wordsIn(node.initializer));
    } else if (ts.isFunctionDeclaration(node) && node.name && helpTextName.test(node.name.text) && node.body) {
      found.push(...returnedWords(node.body));
    } else if (isProblemFunction(node)) {
      found.push(...returnedWords(node.body));
    } else if (ts.isPropertyAssignment(node) && wordFields.has(node.name.getText())) {
      found.push(...wordsIn(node.initializer));
    } else if (ts.isCallExpression(node)) {
      const name = calleeName(node.expression);
      const isListPush = name === 'push' && wordLists.has(receiverName(node.expression));
      const isPrinting = isCommandLine && printingCalls.has(name) && ts.isPropertyAccessExpression(node.expression);
      if (isListPush || isPrinting || givenWordsCalls.has(name)) found.push(...node.arguments.flatMap(wordsIn));
      const isZodCheck = ts.isPropertyAccessExpression(node.expression);
      if (isZodCheck && zodBoundChecks.has(name)) found.push(...node.arguments.slice(1).flatMap(wordsIn));
      if (isZodCheck && zodKindChecks.has(name)) found.push(...node.arguments.slice(0, 1).flatMap(wordsIn));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function scan(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const folder of scannedFolders) {
    for (const path of tsFiles(join(root, folder))) {
      const name = relative(root, path);
      if (exempt.some((prefix) => name.startsWith(prefix))) continue;
      const found = textsBypassingCatalog(readFileSync(path, 'utf8'), name.startsWith('src/main/cli/'));
      if (found.length > 0) counts[name] = found.length;
    }
  }
  return counts;
}

describe('texts through the catalog', () => {
  it('finds the texts that reach a person without the catalog, and only those', () => {
    const source = `
      throw new CameraError(\`cannot reach \${host}\`);
      throw new Error('a bug: no such state');
      throw new StoreError(kind, cut ? 'answer cut off early' : localize('x.y'));
      const row = { message: 'no backup taken', detail: localize('a.b'), label: 'Front door' };
      problems.push('the folder cannot be read');
      lines.push('not a sink here');
      io.stdout.write('printed for the technician\\n');
      io.stderr.write(\`camconfig sim: \${renderText(text, language)}\\n\`);
      throw new CameraError(localize('camera.unreachable', { host }));
      const options = [{ name: 'port', help: 'port of the first camera' }, { name: 'quiet', help: localize('sim.quiet') }];
      const simUsage = \`Usage: camconfig sim [options]\`;
      function rcUsage() { return ['Usage: camconfig rc', 'Exit codes: 0 ok'].join('\\n'); }
      function subcommandUsage(language) { return renderText(localize('rc.usage'), language); }
      function nameProblem(name) { if (name === '') return 'the name is empty'; return null; }
      const hostProblem = (host) => (host.includes(' ') ? \`host \${host} contains the space\` : null);
      function validateValue(value) { return value.length > 3 ? localize('a.tooLong') : null; }
      const shown = givenWords('a sentence given as words');
      const fromLibrary = givenWords(error.message);
      const name = z.string().min(1, 'a name is needed').max(10, 'contract.tooLong').regex(/^a/, \`starts with an a\`);
      const count = z.number().int('a whole number, please').refine((n) => n > 0, 'more than none');`;
    expect(textsBypassingCatalog(source, false)).toEqual(['`cannot reach ${host}`', 'answer cut off early', 'no backup taken', 'the folder cannot be read', 'port of the first camera', 'Usage: camconfig sim [options]', 'Usage: camconfig rc', 'Exit codes: 0 ok', 'the name is empty', '`host ${host} contains the space`', 'a sentence given as words', 'starts with an a', 'a name is needed', 'more than none', 'a whole number, please']);
    expect(textsBypassingCatalog(source, true).filter((text) => !textsBypassingCatalog(source, false).includes(text))).toEqual(['printed for the technician\n']);
  });

  it('no file outside the list lets a text bypass the catalog, and the list only shrinks', () => {
    const counts = scan();
    const grown = Object.entries(counts).filter(([file, count]) => count > (notYetInCatalog[file] ?? 0));
    expect(grown, 'files that write words a person reads without the catalog (use localize, docs/architecture.md, Languages)').toEqual([]);
    const shrunk = Object.entries(notYetInCatalog).filter(([file, count]) => (counts[file] ?? 0) < count);
    expect(shrunk.map(([file]) => `${file}: ${counts[file] ?? 0}`), 'files with fewer texts outside the catalog than notYetInCatalog.ts says: lower their counts there (remove a file at 0)').toEqual([]);
  });
});
