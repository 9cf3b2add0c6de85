// fontkit's layout of a word with the same glyphs and positions, at a fraction of the cost for
// the words most of a report's PDF is made of. pdfkit lays out each word once per document, and
// fontkit's OpenType layout of a word costs tens of microseconds, most of it for its plan and
// for looking each glyph up in every lookup; a report of 500 cameras has thousands of words that
// occur once (addresses, checksums, times, file names), which made that ~40% of its PDF's time.
//
// A plain run is a word of characters from U+0020 to U+017F at whose glyphs no lookup of
// fontkit's default features can start except two kinds: GPOS pair adjustments that move the
// first glyph of a pair only, and GSUB ligatures whose second glyph is not the one that follows
// in the run. Laid out, such a run keeps its glyphs and a glyph's position depends only on that
// glyph and the next (in the run's script); the last glyph's is its advance. So the position of
// each pair is kept as fontkit laid out the first run that held it, and a run whose pairs are
// all known is a few look-ups. What a character's glyph can start is read from the font's GSUB,
// GPOS and GDEF tables. Both are kept per document (a report costs what it costs the first time);
// a run that contradicts them sends every later run of the document to fontkit. Any other text
// goes to fontkit.
import type { ClassDefinition, Coverage, Font, Glyph, GlyphPosition, GlyphRun, LayoutTable, Lookup, LookupSubtable } from 'fontkit';

const firstPlain = 0x20;
const lastPlain = 0x17f;
/** Characters of the range a run never holds: DEL, the C1 controls and the soft hyphen (which fontkit hides). */
const neverPlain = (codePoint: number): boolean => (codePoint >= 0x7f && codePoint <= 0x9f) || codePoint === 0xad;
const latin = /\p{Script=Latin}/u;
/** fontkit's script tag of a text with no letter of any script. */
const noScript = 'zzzz';
/** Features of fontkit's default shaper that it gives only the digits around a fraction slash (U+2044), which no plain run holds. */
const fractionFeatures = new Set(['frac', 'numr', 'dnom']);
const lookupType = { ligature: 4, substitutionExtension: 7, pair: 2, positionExtension: 9 } as const;
/** GDEF glyph classes that the lookups' flags skip only all together: none, base glyph (not ligature, mark, component). */
const unskippedClasses = new Set([0, 1]);

function samePosition(one: GlyphPosition, other: GlyphPosition): boolean {
  return one.xAdvance === other.xAdvance && one.yAdvance === other.yAdvance && one.xOffset === other.xOffset && one.yOffset === other.yOffset;
}

function pairKey(script: string, text: string, index: number): string {
  return `${script}${text.slice(index, index + 2)}`;
}

/** The font as pdfkit uses it (registerFont takes an opened fontkit font), its layout going the plain way where it can. */
export function withPlainRunLayout(font: Font): Font {
  const plain = new PlainRunLayout(font);
  return new Proxy(font, {
    get: (target, property) => {
      if (property === 'layout') return plain.layout;
      const value: unknown = Reflect.get(target, property, target);
      // bound to the font itself: a glyph or subset fontkit makes keeps the font, not this document's proxy
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A laid-out run as fontkit's GlyphRun gives it to pdfkit, its total advance summed the same way. */
class PlainRun {
  constructor(
    readonly glyphs: Glyph[],
    readonly positions: GlyphPosition[],
    readonly script: string,
  ) {}

  get advanceWidth(): number {
    let width = 0;
    for (const position of this.positions) width += position.xAdvance;
    return width;
  }
}

interface PlainCharacter {
  glyph: Glyph;
  /** The glyphs that, following this one, would start one of its ligatures. */
  ligatureSeconds: ReadonlySet<number>;
}

interface DefaultLookups {
  substitutions: Lookup[];
  positions: Lookup[];
}

export class PlainRunLayout {
  /** Code point → its glyph, or null when a run cannot hold it. */
  private readonly characters = new Map<number, PlainCharacter | null>();
  /** Script and two code points → the first one's position, as fontkit laid out a run that held them. */
  private readonly pairs = new Map<string, GlyphPosition>();
  /** Not read yet; or null: no plain runs for this font (or no more in this document). */
  private lookups: DefaultLookups | null | undefined;

  constructor(private readonly font: Font) {}

  /** fontkit's `layout(text, features)`: a plain run laid out here, anything else by fontkit. */
  readonly layout = (text: string, features?: unknown, script?: string): GlyphRun => (features === undefined && script === undefined ? this.plainRun(text) : null) ?? this.font.layout(text, features, script);

  /** `text` laid out as fontkit would, or null when it is not a plain run. */
  plainRun(text: string): GlyphRun | null {
    if (text.length === 0) return null;
    const characters: PlainCharacter[] = [];
    for (let index = 0; index < text.length; index++) {
      const character = this.character(text.charCodeAt(index));
      if (!character) return null;
      characters.push(character);
    }
    for (let index = 0; index < characters.length - 1; index++) if (characters[index]!.ligatureSeconds.has(characters[index + 1]!.glyph.id)) return null;
    const script = latin.test(text) ? 'latn' : noScript;
    const positions: GlyphPosition[] = [];
    for (let index = 0; index < text.length - 1; index++) {
      const position = this.pairs.get(pairKey(script, text, index));
      if (!position) return this.learnPairs(text, characters);
      const { xAdvance, yAdvance, xOffset, yOffset } = position; // a copy: pdfkit scales the positions it is given
      positions.push({ xAdvance, yAdvance, xOffset, yOffset });
    }
    positions.push({ xAdvance: characters[characters.length - 1]!.glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 });
    return new PlainRun(characters.map((character) => character.glyph), positions, script) as unknown as GlyphRun;
  }

  /**
   * fontkit's layout of a run with a pair not seen before, each of its pairs' first positions kept.
   * A run that contradicts the pairs (a position already kept, or its last glyph moved) would mean
   * the font lays out more than pairs: from then on every run goes to fontkit.
   */
  private learnPairs(text: string, characters: readonly PlainCharacter[]): GlyphRun {
    const run = this.font.layout(text);
    if (run.glyphs.length !== characters.length || run.glyphs.some((glyph, index) => glyph !== characters[index]!.glyph)) return this.giveUp(run);
    const last = run.positions[run.positions.length - 1]!;
    if (!samePosition(last, { xAdvance: characters[characters.length - 1]!.glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 })) return this.giveUp(run);
    for (let index = 0; index < text.length - 1; index++) {
      const key = pairKey(run.script, text, index);
      const { xAdvance, yAdvance, xOffset, yOffset } = run.positions[index]!;
      const kept = this.pairs.get(key);
      if (kept && !samePosition(kept, { xAdvance, yAdvance, xOffset, yOffset })) return this.giveUp(run);
      this.pairs.set(key, { xAdvance, yAdvance, xOffset, yOffset });
    }
    return run;
  }

  private giveUp(run: GlyphRun): GlyphRun {
    this.lookups = null;
    this.characters.clear();
    return run;
  }

  private character(codePoint: number): PlainCharacter | null {
    let character = this.characters.get(codePoint);
    if (character === undefined) this.characters.set(codePoint, (character = this.judge(codePoint)));
    return character;
  }

  private judge(codePoint: number): PlainCharacter | null {
    if (codePoint < firstPlain || codePoint > lastPlain || neverPlain(codePoint)) return null;
    if (this.lookups === undefined) this.lookups = defaultLookups(this.font);
    const { lookups } = this;
    if (lookups === null) return null;
    const glyph = this.font.glyphForCodePoint(codePoint);
    const classes = this.font.GDEF?.glyphClassDef;
    if (classes && !unskippedClasses.has(classOf(glyph.id, classes))) return null;
    if (!lookups.positions.every((lookup) => !mayStartAt(lookup, glyph.id) || movesFirstOfPairOnly(lookup))) return null;
    const ligatureSeconds = new Set<number>();
    for (const lookup of lookups.substitutions) {
      if (!mayStartAt(lookup, glyph.id)) continue;
      const seconds = ligatureSecondGlyphs(lookup, glyph.id);
      if (seconds === null) return null;
      for (const second of seconds) ligatureSeconds.add(second);
    }
    return { glyph, ligatureSeconds };
  }
}

/**
 * The GSUB and GPOS lookups of the features fontkit's default shaper applies, in every script and
 * language of the font (more than one layout uses: a character is taken for plain only if none of
 * them can touch it). Null for a font whose layout depends on more than these tables.
 */
function defaultLookups(font: Font): DefaultLookups | null {
  if (font._variationProcessor || font.kern || font.morx) return null;
  const features = new Set<string>();
  for (const probe of ['a', '1']) for (const [tag, applied] of Object.entries(font.layout(probe).features)) if (applied && !fractionFeatures.has(tag)) features.add(tag);
  return { substitutions: lookupsOf(font.GSUB, features), positions: lookupsOf(font.GPOS, features) };
}

function lookupsOf(table: LayoutTable | undefined, features: ReadonlySet<string>): Lookup[] {
  if (!table) return [];
  const indexes = new Set(table.featureList.filter(({ tag }) => features.has(tag)).flatMap(({ feature }) => feature.lookupListIndexes));
  return [...indexes].map((index) => table.lookupList.get(index));
}

/** Whether `lookup` can apply at `glyph`: fontkit tries a subtable where its first coverage holds the glyph at hand (a subtable of unknown shape counts as holding it). */
function mayStartAt(lookup: Lookup, glyph: number): boolean {
  return lookup.subTables.some((subtable) => {
    const coverage = firstCoverage(unwrapped(lookup, subtable).table);
    return coverage === undefined || coverageIndex(coverage, glyph) >= 0;
  });
}

/** An extension subtable's own subtable and type. */
function unwrapped(lookup: Lookup, subtable: LookupSubtable): { table: LookupSubtable; type: number | undefined } {
  const extension = lookup.lookupType === lookupType.substitutionExtension || lookup.lookupType === lookupType.positionExtension;
  return extension ? { table: subtable.extension ?? subtable, type: subtable.lookupType } : { table: subtable, type: lookup.lookupType };
}

function firstCoverage(subtable: LookupSubtable): Coverage | undefined {
  return subtable.coverage ?? subtable.markCoverage ?? subtable.mark1Coverage ?? subtable.inputCoverage?.[0] ?? subtable.coverages?.[0];
}

/** A pair adjustment (GPOS type 2) that leaves the second glyph where it is, and skips no base glyph to find it. */
function movesFirstOfPairOnly(lookup: Lookup): boolean {
  if (lookup.flags.ignoreBaseGlyphs) return false;
  return lookup.subTables.every((subtable) => {
    const { table, type } = unwrapped(lookup, subtable);
    return type === lookupType.pair && table.valueFormat2 !== undefined && Object.values(table.valueFormat2).every((set) => !set);
  });
}

/** The second glyphs of the ligatures that `lookup` (GSUB type 4) starts at `glyph`; null for any other lookup, or a ligature of one glyph. */
function ligatureSecondGlyphs(lookup: Lookup, glyph: number): number[] | null {
  if (lookup.flags.ignoreBaseGlyphs) return null;
  const seconds: number[] = [];
  for (const subtable of lookup.subTables) {
    const { table, type } = unwrapped(lookup, subtable);
    if (type !== lookupType.ligature || !table.coverage || !table.ligatureSets) return null;
    const index = coverageIndex(table.coverage, glyph);
    if (index < 0) continue;
    for (const ligature of table.ligatureSets.get(index) ?? []) {
      const second = ligature.components[0];
      if (second === undefined) return null;
      seconds.push(second);
    }
  }
  return seconds;
}

/** fontkit's OTProcessor.coverageIndex. */
function coverageIndex(coverage: Coverage, glyph: number): number {
  if (coverage.version === 1) return coverage.glyphs.indexOf(glyph);
  const range = coverage.rangeRecords.find(({ start, end }) => start <= glyph && glyph <= end);
  return range ? range.startCoverageIndex + glyph - range.start : -1;
}

function classOf(glyph: number, classes: ClassDefinition): number {
  if (classes.version === 1) {
    const index = glyph - classes.startGlyph;
    return index >= 0 && index < classes.classValueArray.length ? classes.classValueArray[index]! : 0;
  }
  return classes.classRangeRecord.find(({ start, end }) => start <= glyph && glyph <= end)?.class ?? 0;
}
