// The part of fontkit (pdfkit's own font library) the report uses: whether a font has a glyph
// for a character. fontkit ships no types.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
