// axe-core in the studio's page: the WCAG 2.1 A and AA rules and axe's best practices.
// The studio's CSP forbids injected scripts, so only a test context made with `bypassCSP`
// (axeContextOptions) can run it; the production CSP stays as strict as it is.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContextOptions, Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const axeContextOptions: BrowserContextOptions = { bypassCSP: true, viewport: { width: 1280, height: 800 } };

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Every violation axe finds in the page as it is now; each with the elements (selector and a piece of their HTML). */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ').slice(0, 200)})` : ''}`),
    }));
  }, axeTags);
}

/** The findings as lines a reader can act on: rule, impact, help, then each element. */
export function describeFindings(findings: readonly AxeFinding[]): string {
  return findings.map((finding) => `${finding.rule} (${finding.impact}): ${finding.help}\n  ${finding.nodes.join('\n  ')}`).join('\n');
}
