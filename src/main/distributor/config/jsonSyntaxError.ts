// Finds where JSON text first breaks the grammar and says what was expected there, and finds a
// key given twice in one object (JSON.parse silently keeps the last). Used to explain a
// JSON.parse failure (V8's messages quote the surrounding text, which could show a passphrase,
// and some give no position at all) and to refuse duplicate options.

export interface JsonSyntaxError {
  position: number;
  problem: string;
}

export interface JsonDuplicateKey {
  /** Dotted path of the key, e.g. broadcast.port (list entries as [index]). */
  name: string;
  /** Offsets of the first and the second occurrence of the key. */
  first: number;
  second: number;
}

/** Deeper nesting is refused: no configuration needs it, and the scanner recurses. */
export const maxJsonNesting = 64;

class SyntaxStop {
  constructor(readonly error: JsonSyntaxError) {}
}

class DuplicateStop {
  constructor(readonly duplicate: JsonDuplicateKey) {}
}

class JsonScanner {
  private at = 0;
  /** Keys and list indexes from the document root to the value being scanned. */
  private readonly path: string[] = [];

  constructor(
    private readonly text: string,
    private readonly reportDuplicates: boolean,
  ) {}

  scanDocument(): void {
    this.value();
    this.skipWhitespace();
    if (this.at < this.text.length) this.stop('nothing after the end of the JSON value');
  }

  private stop(expected: string): never {
    const found = this.at >= this.text.length ? 'the end of the file' : JSON.stringify(this.text[this.at]);
    throw new SyntaxStop({ position: this.at, problem: `expected ${expected}, found ${found}` });
  }

  private skipWhitespace(): void {
    while (this.at < this.text.length && ' \t\n\r'.includes(this.text[this.at] ?? '')) this.at++;
  }

  private expectChar(char: string, expected: string): void {
    this.skipWhitespace();
    if (this.text[this.at] !== char) this.stop(expected);
    this.at++;
  }

  private value(): void {
    this.skipWhitespace();
    if (this.path.length > maxJsonNesting) this.stop(`at most ${maxJsonNesting} levels of nested objects and lists`);
    const char = this.text[this.at];
    if (char === '{') this.object();
    else if (char === '[') this.array();
    else if (char === '"') this.string();
    else if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) this.number();
    else if (!this.literal()) this.stop('a value (object, list, string, number, true, false or null)');
  }

  private literal(): boolean {
    for (const word of ['true', 'false', 'null']) {
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length;
        return true;
      }
    }
    return false;
  }

  private object(): void {
    const keys = new Map<string, number>();
    this.list('}', "',' or '}' after a property value", () => {
      this.skipWhitespace();
      if (this.text[this.at] !== '"') this.stop('a property name in double quotes');
      const start = this.at;
      this.string();
      const key = JSON.parse(this.text.slice(start, this.at)) as string;
      const first = keys.get(key);
      if (first !== undefined && this.reportDuplicates) throw new DuplicateStop({ name: this.dottedName(key), first, second: start });
      keys.set(key, start);
      this.expectChar(':', "':' after the property name");
      this.nested(key, () => this.value());
    });
  }

  private array(): void {
    let index = 0;
    this.list(']', "',' or ']' after a list entry", () => this.nested(`[${index++}]`, () => this.value()));
  }

  private nested(part: string, scan: () => void): void {
    this.path.push(part);
    scan();
    this.path.pop();
  }

  private dottedName(key: string): string {
    return [...this.path, key].reduce((name, part) => (name === '' || part.startsWith('[') ? name + part : `${name}.${part}`), '');
  }

  /** The entries of an object or list after its opening bracket, up to `close`, separated by commas. */
  private list(close: string, expectedAfterEntry: string, entry: () => void): void {
    this.at++;
    this.skipWhitespace();
    if (this.text[this.at] === close) {
      this.at++;
      return;
    }
    for (;;) {
      entry();
      this.skipWhitespace();
      const char = this.text[this.at];
      if (char === close) {
        this.at++;
        return;
      }
      if (char !== ',') this.stop(expectedAfterEntry);
      this.at++;
    }
  }

  private string(): void {
    this.at++;
    while (this.at < this.text.length) {
      const char = this.text[this.at] ?? '';
      if (char === '"') {
        this.at++;
        return;
      }
      if (char < ' ') this.stop('no control character or line break inside a string');
      if (char === '\\') this.escape();
      else this.at++;
    }
    this.stop('a closing double quote');
  }

  private escape(): void {
    this.at++;
    const char = this.text[this.at] ?? '';
    if (char === 'u') {
      if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.at + 1, this.at + 5))) this.stop('four hex digits after \\u');
      this.at += 5;
    } else if ('"\\/bfnrt'.includes(char) && char !== '') this.at++;
    else this.stop('a valid escape after a backslash');
  }

  private number(): void {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.at));
    if (!match) this.stop('a number');
    this.at += match[0].length;
  }
}

export type JsonScanResult = { kind: 'valid' } | { kind: 'syntax'; error: JsonSyntaxError } | { kind: 'duplicate'; duplicate: JsonDuplicateKey };

function scan(text: string, reportDuplicates: boolean): JsonScanResult {
  try {
    new JsonScanner(text, reportDuplicates).scanDocument();
    return { kind: 'valid' };
  } catch (stop) {
    if (stop instanceof SyntaxStop) return { kind: 'syntax', error: stop.error };
    if (stop instanceof DuplicateStop) return { kind: 'duplicate', duplicate: stop.duplicate };
    throw stop;
  }
}

/** The first syntax error in `text`, or null when it is valid JSON (duplicate keys are valid JSON). */
export function findJsonSyntaxError(text: string): JsonSyntaxError | null {
  const result = scan(text, false);
  return result.kind === 'syntax' ? result.error : null;
}

/** The first key given twice in one object, or the first syntax error, whichever comes first. */
export function checkJsonText(text: string): JsonScanResult {
  return scan(text, true);
}
