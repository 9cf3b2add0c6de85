// Finds where JSON text first breaks the grammar and says what was expected there. Used only
// to explain a JSON.parse failure: V8's messages quote the surrounding text, which could show
// a passphrase, and some of them give no position at all.

export interface JsonSyntaxError {
  position: number;
  problem: string;
}

class SyntaxStop {
  constructor(readonly error: JsonSyntaxError) {}
}

class JsonScanner {
  private at = 0;

  constructor(private readonly text: string) {}

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
    this.list('}', "',' or '}' after a property value", () => {
      this.skipWhitespace();
      if (this.text[this.at] !== '"') this.stop('a property name in double quotes');
      this.string();
      this.expectChar(':', "':' after the property name");
      this.value();
    });
  }

  private array(): void {
    this.list(']', "',' or ']' after a list entry", () => this.value());
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

/** The first syntax error in `text`, or null when it is valid JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | null {
  try {
    new JsonScanner(text).scanDocument();
    return null;
  } catch (stop) {
    // Anything else (e.g. nesting too deep for the stack) leaves the error without a position.
    return stop instanceof SyntaxStop ? stop.error : null;
  }
}
