// The one table of keyboard shortcuts: command id -> its keys. The palette shows them beside the
// commands, the shortcut sheet lists them, the dispatcher runs them. None takes a key the browser,
// Electron or the desktop reserves (reservedChords; the table's test holds it), and Monaco keeps
// its own keys (see `acts`).

/** A key chord as the studio writes it: modifiers Ctrl, Alt, Shift in that order, then the key ("Ctrl+Alt+S", "F1", "Ctrl+/"). */
export type Chord = string;

export const paletteCommandId = 'palette.open';
export const sheetCommandId = 'palette.shortcuts';

export const shortcutTable: Readonly<Record<string, readonly Chord[]>> = {
  [paletteCommandId]: ['Ctrl+Shift+P', 'F1'],
  [sheetCommandId]: ['Ctrl+/'],
  'view.editor': ['Ctrl+Alt+1'],
  'view.console': ['Ctrl+Alt+2'],
  'view.statistics': ['Ctrl+Alt+3'],
  'view.settings': ['Ctrl+Alt+4'],
  'view.fleet': ['Ctrl+Alt+5'],
  'view.history': ['Ctrl+Alt+6'],
  'view.audit': ['Ctrl+Alt+7'],
  'view.site': ['Ctrl+Alt+8'],
  'view.baseline': ['Ctrl+Alt+9'],
  'config.reload': ['Ctrl+Alt+R'],
  'config.apply': ['Ctrl+Alt+A'],
  'config.store': ['Ctrl+Alt+S'],
  // Asks first, as its button does.
  'config.storeUpdateReboot': ['Ctrl+Alt+U'],
  'config.cancel': ['Ctrl+Alt+X'],
  'cameras.discover': ['Ctrl+Alt+F'],
  'history.backUpSelected': ['Ctrl+Alt+B'],
  'bus.record': ['Ctrl+Alt+E'],
  'bus.pause': ['Ctrl+Alt+P'],
  'baseline.check': ['Ctrl+Alt+C'],
};

/** Keys the palette and the sheet answer even in a text field (not in Monaco, which keeps F1 and Ctrl+/). */
const openerIds = new Set([paletteCommandId, sheetCommandId]);

/**
 * Keys that belong to the browser (Chrome, Firefox), Electron's window or the desktop (GNOME,
 * Windows); the studio binds none of them. Ctrl+Shift+P is the one exception, asked for as
 * VS Code has it.
 */
export const reservedChords: ReadonlySet<Chord> = new Set([
  ...[...'ABDEFGHIJKLMNOPRSTUVWXYZ'].map((letter) => `Ctrl+${letter}`),
  ...[...'ABCDEGIJMNOQRTWY'].map((letter) => `Ctrl+Shift+${letter}`),
  ...[...'0123456789'].map((digit) => `Ctrl+${digit}`),
  ...[...'0123456789'].map((digit) => `Alt+${digit}`),
  ...[...'DEFH'].map((letter) => `Alt+${letter}`),
  'Ctrl+Alt+T', 'Ctrl+Alt+L', 'Ctrl+Alt+D', 'Ctrl+Alt+Delete', 'Ctrl+Alt+Backspace',
  'Ctrl+Alt+ArrowUp', 'Ctrl+Alt+ArrowDown', 'Ctrl+Alt+ArrowLeft', 'Ctrl+Alt+ArrowRight',
  'Ctrl+Tab', 'Ctrl+Shift+Tab', 'Ctrl+PageUp', 'Ctrl+PageDown', 'Ctrl++', 'Ctrl+-', 'Ctrl+=',
  'Alt+ArrowLeft', 'Alt+ArrowRight', 'Alt+Home', 'Alt+F4',
  'F3', 'F5', 'F6', 'F7', 'F10', 'F11', 'F12', 'Ctrl+F5', 'Shift+F5', 'Escape', 'Tab', 'Enter',
]);

export function shortcutsOf(commandId: string): readonly Chord[] {
  return shortcutTable[commandId] ?? [];
}

/** The command a chord runs, if any. */
export function commandOfChord(chord: Chord): string | null {
  for (const [commandId, chords] of Object.entries(shortcutTable)) if (chords.includes(chord)) return commandId;
  return null;
}

export interface KeyPress {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/**
 * The chords a key press may be: by the physical key for letters and digits (so Ctrl+Alt+7 is
 * the same on a German keyboard, where AltGr+7 types "{"), and by the character for signs (so
 * Ctrl+/ works where "/" is Shift+7). Cmd counts as Ctrl on a Mac.
 */
export function chordsOf(press: KeyPress): Chord[] {
  const ctrl = press.ctrlKey || press.metaKey;
  const prefix = (shift: boolean) => `${ctrl ? 'Ctrl+' : ''}${press.altKey ? 'Alt+' : ''}${shift ? 'Shift+' : ''}`;
  const physical = /^Key([A-Z])$/.exec(press.code)?.[1] ?? /^Digit(\d)$/.exec(press.code)?.[1];
  const chords: Chord[] = [];
  if (physical) chords.push(prefix(press.shiftKey) + physical);
  if (press.key.length === 1 && !/[\p{L}\p{N}]/u.test(press.key)) chords.push(prefix(false) + press.key);
  else if (!physical) chords.push(prefix(press.shiftKey) + press.key);
  return chords;
}

/** Where the key was pressed: a text field, a Monaco editor, or elsewhere. */
export type KeyPlace = 'text' | 'monaco' | 'other';

/** Whether a chord of `commandId` acts where focus is: anywhere for the palette and sheet keys (but F1 and Ctrl+/ in Monaco), else outside text. */
export function acts(commandId: string, chord: Chord, place: KeyPlace): boolean {
  if (place === 'other') return true;
  if (!openerIds.has(commandId)) return false;
  return place === 'text' || chord === 'Ctrl+Shift+P';
}

/** How a chord is written for people: "Ctrl+Alt+S", German "Strg+Alt+S". */
export function chordText(chord: Chord, ctrlName: string): string {
  return chord
    .replace(/^Ctrl\+/, `${ctrlName}+`)
    .replace(/Arrow(Up|Down|Left|Right)/, (_, direction: string) => ({ Up: '↑', Down: '↓', Left: '←', Right: '→' })[direction] ?? direction);
}
