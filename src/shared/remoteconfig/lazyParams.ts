// Parameters of a parsed section, held compactly until someone reads them. A ConfigParam object
// costs more heap than its line of text (about 100 bytes for a 25-byte line: the object, its
// array slot, two strings), so parseConfig keeps only where each NAME=value line starts and
// where its '=' is, two int32 per parameter, and a section's `params` array is built the first
// time it is read. The parsed text stays referenced until then (the values sliced from it
// would keep it alive anyway). To every reader the section is a plain { name, params } object:
// `params` is an own enumerable property, so spread, JSON, structured clone and zod see it.
import type { ConfigParam, ConfigSection } from './configModel';

/** Line start and '=' position of every parameter line of one text, in order; grows as it is filled. */
export class ParamOffsets {
  private buffer: Int32Array;
  private used = 0;

  /** Sized for a text of `textLength` characters of parameter lines of about 20 characters (a guess: the buffer grows when it is short). */
  constructor(textLength: number) {
    this.buffer = new Int32Array(Math.max(256, Math.ceil(textLength / 20) * 2));
  }

  get count(): number {
    return this.used / 2;
  }

  push(lineStart: number, equals: number): void {
    if (this.used === this.buffer.length) {
      const larger = new Int32Array(this.buffer.length * 2);
      larger.set(this.buffer);
      this.buffer = larger;
    }
    this.buffer[this.used++] = lineStart;
    this.buffer[this.used++] = equals;
  }

  /**
   * The offsets, to be held by the parsed sections: the buffer itself when at least three
   * quarters of it are used (copying costs more time than the rest saves memory), else a copy
   * at the exact size.
   */
  done(): Int32Array {
    return this.used * 4 >= this.buffer.length * 3 ? this.buffer.subarray(0, this.used) : this.buffer.slice(0, this.used);
  }
}

interface ParamSource {
  text: string;
  /** Filled once ParamOffsets is done; the sections of one text share it. */
  offsets: Int32Array;
  first: number;
  count: number;
  /** The built array, kept here when the section object cannot take it as a data property (frozen). */
  params?: ConfigParam[];
}

const sourceKey = Symbol('paramSource');

type LazySection = ConfigSection & { [sourceKey]?: ParamSource };

/** A section whose `params` are the `count` parameters from index `first` of `offsets` (set later by `attachOffsets`). */
export function lazySection(name: string, text: string, first: number, count: number): ConfigSection {
  const section = { name } as LazySection;
  Object.defineProperty(section, 'params', { get: readParams, set: writeParams, enumerable: true, configurable: true });
  const source: ParamSource = { text, offsets: noOffsets, first, count };
  Object.defineProperty(section, sourceKey, { value: source, writable: true });
  return section;
}

/** Gives the sections built by lazySection the offsets they index, once all lines are read. */
export function attachOffsets(sections: ConfigSection[], offsets: Int32Array): void {
  for (const section of sections as LazySection[]) {
    const source = section[sourceKey];
    if (source) source.offsets = offsets;
  }
}

const noOffsets = new Int32Array(0);

/** How many parameters the section has, without building its `params` when they were not read yet (a tree of 100,000 counts every section but shows a few). */
export function paramCount(section: ConfigSection): number {
  const source = (section as LazySection)[sourceKey];
  return source && !source.params ? source.count : section.params.length;
}

function readParams(this: LazySection): ConfigParam[] {
  const source = this[sourceKey]!;
  if (source.params) return source.params;
  const params = buildParams(source);
  if (Reflect.defineProperty(this, 'params', { value: params, writable: true, enumerable: true, configurable: true })) {
    Reflect.set(this, sourceKey, undefined);
  } else {
    source.params = params;
  }
  return params;
}

function writeParams(this: LazySection, params: ConfigParam[]): void {
  Reflect.defineProperty(this, 'params', { value: params, writable: true, enumerable: true, configurable: true });
  Reflect.set(this, sourceKey, undefined);
}

function buildParams({ text, offsets, first, count }: ParamSource): ConfigParam[] {
  const params: ConfigParam[] = [];
  for (let index = first * 2, end = (first + count) * 2; index < end; index += 2) {
    const lineStart = offsets[index]!;
    const equals = offsets[index + 1]!;
    params.push({ name: text.slice(lineStart, equals), value: text.slice(equals + 1, lineContentEnd(text, equals)) });
  }
  return params;
}

/** Where the line holding `index` ends, before its LF or CRLF; a last line without LF keeps a trailing CR. */
export function lineContentEnd(text: string, index: number): number {
  const newline = text.indexOf('\n', index);
  if (newline < 0) return text.length;
  return newline > index && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
}
