// The fonts embedded in the report's PDF: Noto Sans (SIL Open Font License 1.1, from the npm
// package @expo-google-fonts/noto-sans), regular and bold. They cover the Latin script with its
// extensions (Western, Central and Eastern European, Turkish, Vietnamese, IPA), Greek, Cyrillic
// and combining diacritical marks; not Hebrew, Arabic or the CJK scripts. Found the way pdfkit
// itself is found (node_modules beside out/, also inside the packaged app's archive).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

export interface PdfFont {
  /** The TrueType file's bytes, for pdfkit to embed. */
  bytes: Buffer;
  glyphs: Font;
}

export interface PdfFonts {
  regular: PdfFont;
  bold: PdfFont;
}

const fontFiles = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

let loaded: PdfFonts | undefined;

/** Both fonts, read once per process. */
export function pdfFonts(): PdfFonts {
  loaded ??= { regular: loadFont(fontFiles.regular), bold: loadFont(fontFiles.bold) };
  return loaded;
}

function loadFont(specifier: string): PdfFont {
  const bytes = readFileSync(createRequire(import.meta.url).resolve(specifier));
  return { bytes, glyphs: create(bytes) };
}

/** Code points both fonts have been found to show, by font pair. */
const withGlyphs = new WeakMap<PdfFonts, Set<number>>();

/** The first character of `text` that a font lacks (line breaks aside), or null when both show all of it. */
export function characterWithoutGlyph(fonts: PdfFonts, text: string): string | null {
  let known = withGlyphs.get(fonts);
  if (!known) withGlyphs.set(fonts, (known = new Set()));
  for (const character of text) {
    if (character === '\n') continue;
    const codePoint = character.codePointAt(0)!;
    if (known.has(codePoint)) continue;
    if (!fonts.regular.glyphs.hasGlyphForCodePoint(codePoint) || !fonts.bold.glyphs.hasGlyphForCodePoint(codePoint)) return character;
    known.add(codePoint);
  }
  return null;
}
