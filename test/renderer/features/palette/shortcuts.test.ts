// The one shortcut table: no key runs two commands, none is the browser's, Electron's or the
// desktop's, and key presses map to chords by the physical key for letters and digits and by the
// character for signs (German keyboards included).
import { describe, expect, it } from 'vitest';
import { acts, chordsOf, chordText, commandOfChord, reservedChords, shortcutTable, type KeyPress } from '../../../../src/renderer/features/palette/shortcuts';

const press = (key: string, code: string, modifiers: Partial<Pick<KeyPress, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>> = {}): KeyPress => ({ key, code, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...modifiers });
const allChords = Object.values(shortcutTable).flat();

describe('the shortcut table', () => {
  it('gives no key to two commands', () => {
    const seen = new Map<string, string>();
    for (const [commandId, chords] of Object.entries(shortcutTable)) {
      for (const chord of chords) {
        expect(seen.get(chord), `${chord} is bound to ${seen.get(chord)} and ${commandId}`).toBeUndefined();
        seen.set(chord, commandId);
      }
    }
  });

  it("takes none of the browser's, Electron's or the desktop's keys", () => {
    expect(allChords.filter((chord) => reservedChords.has(chord))).toEqual([]);
  });

  it('knows the keys it must leave alone (the test above is no test without them)', () => {
    for (const chord of ['Ctrl+L', 'Ctrl+T', 'Ctrl+W', 'Ctrl+N', 'Ctrl+R', 'Ctrl+F', 'Ctrl+P', 'Ctrl+S', 'Ctrl+Shift+T', 'Ctrl+Shift+I', 'F5', 'F11', 'F12', 'Alt+1', 'Ctrl+1', 'Ctrl+Alt+T', 'Ctrl+Alt+Delete']) expect(reservedChords.has(chord), chord).toBe(true);
  });

  it('writes every chord as modifiers Ctrl, Alt, Shift in that order, then one key', () => {
    for (const chord of allChords) expect(chord).toMatch(/^(Ctrl\+)?(Alt\+)?(Shift\+)?([A-Z0-9]|F\d{1,2}|[/.,;#])$/);
  });

  it('opens the palette with Ctrl+Shift+P and F1 and the sheet with Ctrl+/', () => {
    expect(commandOfChord('Ctrl+Shift+P')).toBe('palette.open');
    expect(commandOfChord('F1')).toBe('palette.open');
    expect(commandOfChord('Ctrl+/')).toBe('palette.shortcuts');
    expect(commandOfChord('Ctrl+Alt+Q')).toBeNull();
  });
});

describe('chordsOf', () => {
  it('reads letters and digits by their physical key', () => {
    expect(chordsOf(press('P', 'KeyP', { ctrlKey: true, shiftKey: true }))).toEqual(['Ctrl+Shift+P']);
    expect(chordsOf(press('s', 'KeyS', { ctrlKey: true, altKey: true }))).toEqual(['Ctrl+Alt+S']);
    // German keyboard: Ctrl+Alt is AltGr, and AltGr+7 types "{" — still the key 7.
    expect(chordsOf(press('{', 'Digit7', { ctrlKey: true, altKey: true }))).toContain('Ctrl+Alt+7');
    // Cmd on a Mac counts as Ctrl.
    expect(chordsOf(press('p', 'KeyP', { metaKey: true, shiftKey: true }))).toEqual(['Ctrl+Shift+P']);
  });

  it('reads signs by their character, without the Shift it took to type them', () => {
    expect(chordsOf(press('/', 'Slash', { ctrlKey: true }))).toEqual(['Ctrl+/']);
    // German keyboard: "/" is Shift+7.
    expect(chordsOf(press('/', 'Digit7', { ctrlKey: true, shiftKey: true }))).toEqual(['Ctrl+Shift+7', 'Ctrl+/']);
    expect(commandOfChord(chordsOf(press('/', 'Digit7', { ctrlKey: true, shiftKey: true }))[1]!)).toBe('palette.shortcuts');
  });

  it('reads named keys by their name', () => {
    expect(chordsOf(press('F1', 'F1'))).toEqual(['F1']);
    expect(chordsOf(press('ArrowUp', 'ArrowUp', { ctrlKey: true, altKey: true }))).toEqual(['Ctrl+Alt+ArrowUp']);
  });
});

describe('where a key acts', () => {
  it('runs studio shortcuts only outside text fields and editors', () => {
    expect(acts('config.store', 'Ctrl+Alt+S', 'other')).toBe(true);
    expect(acts('config.store', 'Ctrl+Alt+S', 'text')).toBe(false);
    expect(acts('config.store', 'Ctrl+Alt+S', 'monaco')).toBe(false);
  });

  it("opens the palette and sheet from text fields too, and leaves Monaco its F1 and Ctrl+/", () => {
    expect(acts('palette.open', 'F1', 'text')).toBe(true);
    expect(acts('palette.shortcuts', 'Ctrl+/', 'text')).toBe(true);
    expect(acts('palette.open', 'Ctrl+Shift+P', 'monaco')).toBe(true);
    expect(acts('palette.open', 'F1', 'monaco')).toBe(false);
    expect(acts('palette.shortcuts', 'Ctrl+/', 'monaco')).toBe(false);
  });
});

describe('chordText', () => {
  it('names Ctrl as the keyboard labels it', () => {
    expect(chordText('Ctrl+Alt+S', 'Strg')).toBe('Strg+Alt+S');
    expect(chordText('F1', 'Strg')).toBe('F1');
  });
});
