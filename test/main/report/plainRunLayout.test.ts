// The PDF's layout of plain runs (src/main/report/plainRunLayout.ts) gives the glyphs, positions,
// total advance and script fontkit's own layout gives, for both of the report's fonts: every pair
// and thousands of runs of the characters it takes for plain; once their pairs are known, runs are
// laid out without fontkit. A font that positions a glyph by more than its pair sends the
// document's runs back to fontkit. A report's PDF made with it is byte for byte the one pdfkit
// makes with fontkit alone.
import type { Font, GlyphRun } from 'fontkit';
import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pdfFonts } from '../../../src/main/report/pdfFonts';
import { PlainRunLayout } from '../../../src/main/report/plainRunLayout';
import { buildSiteReport, makeReportWorkspace, type ReportWorkspace } from '../../support/reportWorkspace';

const made: ReportWorkspace[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((workspace) => rm(workspace.folder, { recursive: true, force: true })));
  vi.doUnmock('../../../src/main/report/plainRunLayout');
});

/** The font, counting the layouts asked of it. */
function counted(font: Font): { font: Font; layouts: () => number } {
  let layouts = 0;
  const proxy = new Proxy(font, {
    get: (target, property) => {
      const value: unknown = Reflect.get(target, property, target);
      if (property !== 'layout' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        layouts++;
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { font: proxy, layouts: () => layouts };
}

/** What pdfkit reads of a run: each glyph, its position, the total advance; and the script. */
function shape(run: GlyphRun): unknown {
  return { glyphs: run.glyphs.map((glyph) => glyph.id), positions: run.positions.map(({ xAdvance, yAdvance, xOffset, yOffset }) => [xAdvance, yAdvance, xOffset, yOffset]), advanceWidth: run.advanceWidth, script: run.script };
}

/** The runs of `texts` that `layout` does not lay out as fontkit: another shape, or other glyph objects (pdfkit keeps those for the font's subset). */
function unlikeFontkits(layout: PlainRunLayout, font: Font, texts: Iterable<string>): string[] {
  const unlike: string[] = [];
  for (const text of texts) {
    const laidOut = layout.layout(text);
    const fontkits = font.layout(text);
    const same = JSON.stringify(shape(laidOut)) === JSON.stringify(shape(fontkits)) && laidOut.glyphs.every((glyph, index) => glyph === fontkits.glyphs[index]);
    if (!same) unlike.push(text);
  }
  return unlike;
}

function plainCharacters(layout: PlainRunLayout): string[] {
  const characters: string[] = [];
  for (let codePoint = 0x20; codePoint <= 0x17f; codePoint++) if (layout.plainRun(String.fromCharCode(codePoint))) characters.push(String.fromCharCode(codePoint));
  return characters;
}

/** Runs of 1 to 16 plain characters, the same ones every time (a linear congruential sequence). */
function runsOf(characters: readonly string[], count: number): string[] {
  let seed = 20261202;
  const next = (below: number): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % below;
  return Array.from({ length: count }, () => Array.from({ length: 1 + next(16) }, () => characters[next(characters.length)]!).join(''));
}

describe.each(['regular', 'bold'] as const)('plain runs in the %s font', (weight) => {
  const font = pdfFonts()[weight].glyphs;

  it('takes digits, ASCII letters, German umlauts and punctuation for plain, and characters some default lookup substitutes not', () => {
    const characters = plainCharacters(new PlainRunLayout(font)).join('');
    for (const character of '0123456789abcdefABCDEFxyzäöüÄÖÜß.,:;-+_/=()[] ') expect(characters).toContain(character);
    for (const character of '\u007f\u00ad\u0180') expect(characters).not.toContain(character);
  });

  it("gives fontkit's glyphs, positions, advance and script for every pair and 10,000 runs, without fontkit once the pairs are known", () => {
    const { font: countedFont, layouts } = counted(font);
    const layout = new PlainRunLayout(countedFont);
    const characters = plainCharacters(layout);
    const pairs = characters.flatMap((first) => characters.map((second) => first + second));
    const inLatinRuns = pairs.filter((pair) => !/\p{Script=Latin}/u.test(pair)).map((pair) => `x${pair}`); // a pair of no script is laid out in the script of its run
    expect(unlikeFontkits(layout, font, inLatinRuns)).toEqual([]);
    expect(unlikeFontkits(layout, font, pairs)).toEqual([]);
    const runs = runsOf(characters, 10_000);
    const withoutF = runs.filter((run) => !run.includes('f'));
    expect(unlikeFontkits(layout, font, runs.filter((run) => run.includes('f')))).toEqual([]); // fontkit's own where an f starts a ligature (ff, fi, fl)
    const before = layouts();
    expect(unlikeFontkits(layout, font, withoutF)).toEqual([]);
    expect(withoutF.length).toBeGreaterThan(5_000);
    expect(layouts() - before).toBe(0);
    // CPU bound: every pair and 10,000 runs through fontkit, about 15 s on an idle 2-core
    // machine and past vitest's 30 s on a loaded one; the bound is for a hang, not a speed.
  }, 120_000);

  it("lays out text with features, or a script asked for, by fontkit's own layout", () => {
    const { font: countedFont, layouts } = counted(font);
    const layout = new PlainRunLayout(countedFont);
    expect(shape(layout.layout('1/2', ['frac']))).toEqual(shape(font.layout('1/2', ['frac'])));
    expect(shape(layout.layout('Ab', undefined, 'grek'))).toEqual(shape(font.layout('Ab', undefined, 'grek')));
    expect(layouts()).toBe(2);
  });
});

describe('a font that lays out more than pairs', () => {
  it("sends every run to fontkit's layout from the first run that contradicts the pairs kept", () => {
    const font = pdfFonts().regular.glyphs;
    const kernedByContext = new Proxy(font, {
      get: (target, property) => {
        if (property !== 'layout') return Reflect.get(target, property, target);
        return (text: string, ...rest: [unknown?, string?]): GlyphRun => {
          const run = target.layout(text, ...rest);
          if (text.length >= 3) run.positions[0]!.xAdvance += 7; // the first glyph moved by the third
          return run;
        };
      },
    });
    const layout = new PlainRunLayout(kernedByContext);
    for (const text of ['12', '123', '12', '1234', '12', '34']) expect(shape(layout.layout(text)), text).toEqual(shape(kernedByContext.layout(text)));
  });
});

describe('a report PDF with plain runs', () => {
  it('is byte for byte the PDF pdfkit makes with fontkit alone', async () => {
    const site = await makeReportWorkspace({ cameras: 10 });
    made.push(site);
    const model = await buildSiteReport(site);
    const { reportPdf } = await import('../../../src/main/report/reportPdf');
    const withPlainRuns = await reportPdf(model);
    vi.resetModules();
    vi.doMock('../../../src/main/report/plainRunLayout', () => ({ withPlainRunLayout: (font: Font) => font }));
    const fontkitAlone = await (await import('../../../src/main/report/reportPdf')).reportPdf(model);
    expect(withPlainRuns.length).toBeGreaterThan(20_000);
    expect(withPlainRuns.equals(fontkitAlone)).toBe(true);
  });
});
