// Views that speak through the catalog hold no literal UI text: no words between JSX tags, none
// in the attributes a person reads or hears (aria-label, title, placeholder, alt, label), and
// none in the expressions that pick what a tag shows (`{lost ? 'Offline' : 'Online'}`). The
// whole renderer is held to it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
// Every view of the renderer speaks through the catalog (issue 21): the whole folder is scanned, so a new view is held to it too.
const rendererFolders = ['src/renderer'];
const textAttributes = new Set(['aria-label', 'aria-description', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label']);
const hasWords = (text: string) => /[A-Za-zÄÖÜäöüß]{2,}/.test(text);

function tsxFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return name.endsWith('.tsx') ? [path] : [];
  });
}

/** Expressions through which a string still ends up as shown text. */
function passesTextThrough(node: ts.Node): boolean {
  if (ts.isParenthesizedExpression(node) || ts.isConditionalExpression(node) || ts.isTemplateExpression(node) || ts.isTemplateSpan(node)) return true;
  return ts.isBinaryExpression(node) && [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.PlusToken].includes(node.operatorToken.kind);
}

/** Whether a string literal is shown: in a child expression of a tag or a text attribute, reached only through conditionals and concatenation. */
function isShownString(node: ts.Node): boolean {
  let current: ts.Node = node;
  while (current.parent && passesTextThrough(current.parent)) {
    const parent = current.parent;
    // The condition of `a === 'x' ? ...` and the left of `x && ...` are not shown.
    if (ts.isConditionalExpression(parent) && parent.condition === current) return false;
    if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken && parent.left === current) return false;
    current = parent;
  }
  const container = current.parent;
  if (!container) return false;
  if (ts.isJsxExpression(container)) {
    const owner = container.parent;
    if (ts.isJsxElement(owner) || ts.isJsxFragment(owner)) return true;
    return ts.isJsxAttribute(owner) && textAttributes.has(owner.name.getText());
  }
  return ts.isJsxAttribute(container) && textAttributes.has(container.name.getText());
}

/** The literal UI texts of a TSX source. */
export function literalTexts(source: string): string[] {
  const file = ts.createSourceFile('view.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node.text.trim());
    else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && hasWords(node.text) && isShownString(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node) && isShownString(node)) {
      const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
      if (hasWords(text)) found.push(node.getText());
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('literal UI text', () => {
  it('finds the texts a person would see or hear, and only those', () => {
    const shown = `<p>Hello there</p>
      <button aria-label="Close it" className="big-button">{t('x')}</button>
      <b title={\`Switch \${x} now\`}>{lost ? 'Offline now' : t('online')}{demo && ' · demo mode'}</b>`;
    expect(literalTexts(shown)).toEqual(['Hello there', 'Close it', '`Switch ${x} now`', 'Offline now', ' · demo mode']);
    const clean = `<p className="note-text">{t('x')}</p><i aria-label={t('y')} onClick={() => run('save-all')} />{mode === 'web' ? t('a') : t('b')}{kind === 'big' && <b />}`;
    expect(literalTexts(clean)).toEqual([]);
  });

  for (const folder of rendererFolders) {
    it(`${folder} speaks only through the catalog`, () => {
      const found = tsxFiles(join(root, folder)).flatMap((file) => literalTexts(readFileSync(file, 'utf8')).map((text) => `${relative(root, file)}: ${text}`));
      expect(found).toEqual([]);
    });
  }
});
