import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { terminalSafeText, withoutTerminalControls } from '../../../src/shared/text/terminalSafeText';

/** Reverses the escapes: proves the output is unambiguous. */
function unescape(text: string): string {
  return text.replace(/\\(\\|u\{([0-9a-f]+)\})/g, (_, escape: string, hex: string | undefined) => (escape === '\\' ? '\\' : String.fromCodePoint(parseInt(hex!, 16))));
}

/** Every code point that must never reach the terminal as it is. */
const dangerous = new Set<number>();
for (const [first, last] of [[0x00, 0x08], [0x0a, 0x1f], [0x7f, 0x9f], [0x202a, 0x202e], [0x2066, 0x2069], [0xd800, 0xdfff]] as const) {
  for (let code = first; code <= last; code++) dangerous.add(code);
}
for (const code of [0x061c, 0x200e, 0x200f, 0x2028, 0x2029]) dangerous.add(code);

describe('terminalSafeText', () => {
  it('leaves ordinary text alone: ASCII, tab, umlauts, other scripts, emoji', () => {
    for (const text of ['', 'messages.global.door=open', 'a\tb', 'Grüße', 'שלום', 'مرحبا', '日本語', 'geöffnet 🚪', '\u00a0nbsp', '\u00ff']) {
      expect(terminalSafeText(text)).toBe(text);
    }
  });

  it('escapes C0 controls except tab, and DEL', () => {
    expect(terminalSafeText('\u001b[2J')).toBe('\\u{1b}[2J');
    expect(terminalSafeText('a\nb\rc\u0000d\u0007e\u007f')).toBe('a\\u{a}b\\u{d}c\\u{0}d\\u{7}e\\u{7f}');
    expect(terminalSafeText('\t')).toBe('\t');
  });

  it('escapes every C1 control, U+009B (CSI) included', () => {
    for (let code = 0x80; code <= 0x9f; code++) expect(terminalSafeText(`x${String.fromCharCode(code)}y`)).toBe(`x\\u{${code.toString(16)}}y`);
    expect(terminalSafeText('\u009b31mred')).toBe('\\u{9b}31mred');
  });

  it('escapes bidirectional controls and Unicode line separators', () => {
    const bidi = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x2028, 0x2029];
    for (const code of bidi) expect(terminalSafeText(String.fromCodePoint(code))).toBe(`\\u{${code.toString(16)}}`);
    expect(terminalSafeText('door=\u202eneppo')).toBe('door=\\u{202e}neppo');
  });

  it('doubles a backslash, so escaped and literal text differ', () => {
    expect(terminalSafeText('C:\\temp')).toBe('C:\\\\temp');
    expect(terminalSafeText('\\u{9b}')).toBe('\\\\u{9b}');
    expect(terminalSafeText('\\u{9b}')).not.toBe(terminalSafeText('\u009b'));
  });

  it('escapes a lone surrogate but keeps a surrogate pair', () => {
    expect(terminalSafeText('a\ud800b')).toBe('a\\u{d800}b');
    expect(terminalSafeText('\udc00')).toBe('\\u{dc00}');
    expect(terminalSafeText('\ud83d\udeaa')).toBe('🚪');
  });

  it('never lets a control or bidirectional character through, and can always be undone', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        const safe = terminalSafeText(text);
        for (const char of safe) expect(dangerous.has(char.codePointAt(0)!), `U+${char.codePointAt(0)!.toString(16)} in ${JSON.stringify(safe)}`).toBe(false);
        expect(unescape(safe)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});

describe('withoutTerminalControls (the display streams\' last guard)', () => {
  it('writes what terminalSafeText escapes as \\u and four hex digits, but keeps the line feed and tab', () => {
    expect(withoutTerminalControls('a\u001b[2J\u001b]0;title\u0007\u009b31m\n\tb')).toBe('a\\u001b[2J\\u001b]0;title\\u0007\\u009b31m\n\tb');
    expect(withoutTerminalControls('x\ry\u202ez\ud800')).toBe('x\\u000dy\\u202ez\\ud800');
    expect(withoutTerminalControls('Grüße 🚪 שלום')).toBe('Grüße 🚪 שלום');
  });

  it('leaves text already made terminal-safe and backslashes alone', () => {
    const safe = terminalSafeText('C:\\x \u001b');
    expect(withoutTerminalControls(safe)).toBe(safe);
  });

  it('keeps a JSON document one that parses to the same value', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const guarded = withoutTerminalControls(JSON.stringify({ text }, null, 2));
        for (const char of guarded) if (char !== '\n') expect(dangerous.has(char.codePointAt(0)!)).toBe(false);
        expect((JSON.parse(guarded) as { text: string }).text).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
});
