// The one rule for text the studio sends on the wire or writes into files (camera parameters,
// names, hosts, users, passwords, labels, bus messages, recordings, templates, backups): no
// control character. That is C0 (U+0000–U+001F) but tab, DEL (U+007F) and C1 (U+0080–U+009F,
// U+0085 NEL is a line break to some readers, U+009B CSI steers terminals). A tab is ordinary
// text in a value (cameras hold some); a line break is allowed only in a field that holds lines
// (a script, a backup file, a camera list), where it separates them.
export interface ControlCharacterOptions {
  /** True for a field of several lines: CR and LF separate them. */
  lines?: boolean;
}

export function isControlCharacter(code: number, options: ControlCharacterOptions = {}): boolean {
  if (code === 0x09) return false;
  if (options.lines && (code === 0x0a || code === 0x0d)) return false;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** The first control character of `text` and its 0-based index, or null. */
export function firstControlCharacter(text: string, options: ControlCharacterOptions = {}): { index: number; char: string } | null {
  for (let index = 0; index < text.length; index++) {
    if (isControlCharacter(text.charCodeAt(index), options)) return { index, char: text[index]! };
  }
  return null;
}

/** `<subject> contains the control character 'U+001B' at position 3`, or null when there is none. */
export function controlCharacterProblem(text: string, subject = 'text', options: ControlCharacterOptions = {}): string | null {
  const found = firstControlCharacter(text, options);
  if (!found) return null;
  const where = options.lines ? lineAndColumn(text, found.index) : `position ${found.index + 1}`;
  return `${subject} contains the control character ${controlName(found.char)} at ${where}: ${options.lines ? 'only tab and line breaks are allowed' : 'only tab is allowed'}`;
}

function lineAndColumn(text: string, index: number): string {
  const before = text.slice(0, index);
  const lineStart = before.lastIndexOf('\n') + 1;
  return `line ${before.split('\n').length}, column ${index - lineStart + 1}`;
}

const names: Record<number, string> = { 0x00: 'NUL', 0x0a: 'LF (line break)', 0x0d: 'CR (line break)', 0x0b: 'VT', 0x0c: 'FF', 0x1b: 'ESC', 0x7f: 'DEL', 0x85: 'NEL (line break)', 0x9b: 'CSI' };

function controlName(char: string): string {
  const code = char.charCodeAt(0);
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return names[code] ? `${hex} ${names[code]}` : hex;
}
