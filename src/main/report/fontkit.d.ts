// The part of fontkit (pdfkit's own font library) the report uses: whether a font has a glyph
// for a character, its layout of a text, and the OpenType tables that layout applies
// (plainRunLayout.ts reads which glyphs their lookups can touch). fontkit ships no types.
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    codePoints: number[];
    advanceWidth: number;
  }

  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }

  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    /** The four-letter OpenType tag of the script the run was laid out in ('latn'; 'zzzz' for none). */
    script: string;
    /** The features the layout planned, by tag. */
    features: Record<string, boolean>;
    readonly advanceWidth: number;
  }

  export type Coverage = { version: 1; glyphs: { indexOf(glyph: number): number } } | { version: 2; rangeRecords: ReadonlyArray<{ start: number; end: number; startCoverageIndex: number }> };

  export interface LookupFlags {
    ignoreBaseGlyphs?: boolean;
  }

  /** A lookup's subtable; which fields it has depends on the lookup's type and the subtable's version. */
  export interface LookupSubtable {
    version?: number;
    lookupType?: number;
    extension?: LookupSubtable;
    coverage?: Coverage;
    coverages?: Coverage[];
    inputCoverage?: Coverage[];
    markCoverage?: Coverage;
    mark1Coverage?: Coverage;
    valueFormat2?: Record<string, boolean>;
    /** A ligature substitution's ligatures, by the coverage index of their first glyph; `components` are the glyphs after it. */
    ligatureSets?: { get(index: number): Iterable<{ glyph: number; components: number[] }> | undefined };
  }

  export interface Lookup {
    lookupType: number;
    flags: LookupFlags;
    subTables: LookupSubtable[];
  }

  export interface LayoutTable {
    featureList: ReadonlyArray<{ tag: string; feature: { lookupListIndexes: number[] } }>;
    lookupList: { get(index: number): Lookup };
  }

  export type ClassDefinition = { version: 1; startGlyph: number; classValueArray: ArrayLike<number> } | { version: 2; classRangeRecord: ReadonlyArray<{ start: number; end: number; class: number }> };

  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): Glyph;
    layout(text: string, features?: unknown, script?: string): GlyphRun;
    GSUB?: LayoutTable;
    GPOS?: LayoutTable;
    GDEF?: { glyphClassDef?: ClassDefinition };
    /** Set for a variable font (fvar): its positions depend on the instance. */
    _variationProcessor?: unknown;
    /** A TrueType/AAT kerning table, which fontkit applies when GPOS does not kern. */
    kern?: unknown;
    /** An AAT layout table, which fontkit prefers to GSUB and GPOS. */
    morx?: unknown;
  }
  export function create(buffer: Buffer): Font;
}
