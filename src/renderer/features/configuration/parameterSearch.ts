// The search of the parameter tree: every section, name and value lowercased once per read
// (not per keystroke), and a filter that, when the new query contains the previous one, tests
// only what the previous one kept (whatever contains the longer text contains the shorter).
// With 100,000 parameters a keystroke then costs one `includes` per remaining candidate.
// The index of a large read is built a few sections at a time while the page is idle
// (buildSearchIndexWhileIdle): built at once it is one long task (every parameter object and
// lowercased key made) that would hold up the frames after a read.
import type { ConfigSection } from '../../../shared/api/configSchemas';
import { parameterAt, parameterLayout, type ParameterLayout } from './parameterLayout';

/** Between a parameter's lowercased name and value in its key (names and values are lines of the configuration). */
const keySeparator = '\n';

export interface SearchIndex {
  layout: ParameterLayout;
  sectionKeys: string[];
  /** `name\nvalue`, lowercased, by flat parameter id. */
  paramKeys: string[];
}

/** What one query keeps: the parameters shown (flat ids, in order) and which section names matched. */
export interface ParameterFilter {
  needle: string;
  shown: Int32Array;
  sectionMatches: Uint8Array;
}

/** An index being built: the sections before `nextSection` have their keys. */
interface IndexBuild {
  index: SearchIndex;
  nextSection: number;
}

/** How much of the idle time the index build leaves unused, so that it ends before the frame. */
const idleMarginMs = 1;
/** The longest slice of index building in one idle period (an idle period with no frame due lasts up to 50 ms): a key typed meanwhile waits at most this. */
const idleSliceMs = 8;

const builds = new WeakMap<readonly ConfigSection[], IndexBuild>();
const lastFilters = new WeakMap<SearchIndex, ParameterFilter>();

/** The index of a read, built once (a later call with the same sections returns it); what the idle build left is built now. */
export function searchIndexOf(sections: readonly ConfigSection[]): SearchIndex {
  const build = buildOf(sections);
  addKeys(build, () => true);
  return build.index;
}

/**
 * Builds the index of a read while the idle period lasts, a section at a time; true once it is
 * complete (the caller asks again in the next idle period until then).
 */
export function buildSearchIndexWhileIdle(sections: readonly ConfigSection[], deadline: Pick<IdleDeadline, 'timeRemaining'>): boolean {
  const build = buildOf(sections);
  const sliceEnd = performance.now() + idleSliceMs;
  return addKeys(build, () => deadline.timeRemaining() > idleMarginMs && performance.now() < sliceEnd);
}

function buildOf(sections: readonly ConfigSection[]): IndexBuild {
  let build = builds.get(sections);
  if (build === undefined) {
    const layout = parameterLayout(sections);
    const index = { layout, sectionKeys: sections.map((section) => section.name.toLowerCase()), paramKeys: new Array<string>(layout.total) };
    build = { index, nextSection: 0 };
    builds.set(sections, build);
  }
  return build;
}

/** Adds the keys of the sections left, one section at a time while `goOn` allows; true once every section has its keys. */
function addKeys(build: IndexBuild, goOn: () => boolean): boolean {
  const { layout, paramKeys } = build.index;
  const { sections, firstParam } = layout;
  while (build.nextSection < sections.length && goOn()) {
    let id = firstParam[build.nextSection]!;
    for (const param of sections[build.nextSection]!.params) paramKeys[id++] = `${param.name}${keySeparator}${param.value}`.toLowerCase();
    build.nextSection++;
  }
  return build.nextSection === sections.length;
}

/** The parameters a non-empty lowercased needle keeps: those of a section whose name matches, and those whose name or value matches. */
export function filterParameters(index: SearchIndex, needle: string): ParameterFilter {
  const previous = lastFilters.get(index);
  const filter = previous?.needle === needle ? previous : previous !== undefined && needle.includes(previous.needle) ? narrow(index, previous, needle) : scan(index, needle);
  lastFilters.set(index, filter);
  return filter;
}

function scan(index: SearchIndex, needle: string): ParameterFilter {
  const sectionMatches = index.sectionKeys.map((key) => (key.includes(needle) ? 1 : 0));
  return keep(index, needle, Uint8Array.from(sectionMatches), null);
}

/** The new needle contains the previous one: only what the previous filter kept can match. */
function narrow(index: SearchIndex, previous: ParameterFilter, needle: string): ParameterFilter {
  const sectionMatches = index.sectionKeys.map((key, section) => (previous.sectionMatches[section] === 1 && key.includes(needle) ? 1 : 0));
  return keep(index, needle, Uint8Array.from(sectionMatches), previous.shown);
}

/** The candidates (every parameter when null) that are in a matching section or match themselves; one loop, no call per parameter. */
function keep(index: SearchIndex, needle: string, sectionMatches: Uint8Array, candidates: Int32Array | null): ParameterFilter {
  const { sectionOf, total } = index.layout;
  const keys = index.paramKeys;
  const plain = !needle.includes(keySeparator);
  const count = candidates === null ? total : candidates.length;
  const shown = new Int32Array(count);
  let kept = 0;
  for (let at = 0; at < count; at++) {
    const id = candidates === null ? at : candidates[at]!;
    if (sectionMatches[sectionOf[id]!] === 1 || (plain ? keys[id]!.includes(needle) : paramMatchesAlone(index, id, needle))) shown[kept++] = id;
  }
  return { needle, shown: shown.subarray(0, kept), sectionMatches };
}

/** A needle with a line break could match across the key's separator: name and value are tested on their own. */
function paramMatchesAlone(index: SearchIndex, id: number, needle: string): boolean {
  const { param } = parameterAt(index.layout, id);
  return param.name.toLowerCase().includes(needle) || param.value.toLowerCase().includes(needle);
}
