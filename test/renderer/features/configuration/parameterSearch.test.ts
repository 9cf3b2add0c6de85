// The tree's rows (typed-array codes, a search index built once, a filter that narrows the
// previous one's result) against the plain reading they replace: every section and parameter
// tested afresh for every query.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConfigSection } from '../../../../src/shared/api/configSchemas';
import { treeRows, type TreeRow } from '../../../../src/renderer/features/configuration/parameterRows';
import { buildSearchIndexWhileIdle, searchIndexOf } from '../../../../src/renderer/features/configuration/parameterSearch';
import { valuesByAddress } from '../../../../src/renderer/features/configuration/pendingChanges';

function plainRows(sections: ConfigSection[], query: string, collapsed: ReadonlySet<string>): TreeRow[] {
  const needle = query.trim().toLowerCase();
  const rows: TreeRow[] = [];
  for (const [position, section] of sections.entries()) {
    const sectionMatches = needle === '' || section.name.toLowerCase().includes(needle);
    const params = sectionMatches ? section.params : section.params.filter((param) => param.name.toLowerCase().includes(needle) || param.value.toLowerCase().includes(needle));
    if (!sectionMatches && params.length === 0) continue;
    const expanded = needle !== '' || !collapsed.has(section.name);
    rows.push({ kind: 'section', section: section.name, position, count: params.length, expanded });
    if (!expanded) continue;
    for (const param of params) rows.push({ kind: 'param', section: section.name, name: param.name, value: param.value });
  }
  return rows;
}

// Few letters, so queries often match; umlauts and ß (lowercased by the search), and a line break.
const letter = fc.constantFrom('a', 'B', 'c', 'Ä', 'ä', 'ß', '1', '_', ' ', '\n');
const word = (max: number) => fc.array(letter, { maxLength: max }).map((chars) => chars.join(''));
const sectionsArbitrary = fc.array(fc.record({ name: word(4), params: fc.array(fc.record({ name: word(4), value: word(6) }), { maxLength: 6 }) }), { maxLength: 6 });

describe('tree rows with the search index', () => {
  it('give the rows the plain reading gives, for queries typed one key at a time, extended, shortened or replaced', () => {
    fc.assert(
      fc.property(sectionsArbitrary, fc.array(word(4), { minLength: 1, maxLength: 6 }), fc.array(word(4), { maxLength: 2 }), (sections, queries, collapsedNames) => {
        const collapsed = new Set(collapsedNames);
        for (const query of queries) {
          for (let typed = 0; typed <= query.length; typed++) expect(treeRows(sections, query.slice(0, typed), collapsed)).toEqual(plainRows(sections, query.slice(0, typed), collapsed));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('narrows 100,000 parameters key by key to the same rows as a fresh search', () => {
    const sections = Array.from({ length: 2500 }, (_, s) => ({ name: `gen${s}`, params: Array.from({ length: 40 }, (_, p) => ({ name: `PARAM_${p + 1}`, value: `Wert ${s * 40 + p}: Außenbereich` })) }));
    const typed = ['P', 'PA', 'PARAM_', 'PARAM_1', 'PARAM_12'].map((query) => treeRows(sections, query, new Set()).length);
    expect(typed).toEqual([102_500, 102_500, 102_500, 2500 + 2500 * 11, 2 * 2500]);
    expect(treeRows(sections, 'außenbereich', new Set()).length).toBe(102_500);
    expect(treeRows(sections, 'gen2499', new Set()).map((row) => (row.kind === 'param' ? row.name : row.section)).slice(0, 3)).toEqual(['gen2499', 'PARAM_1', 'PARAM_2']);
  });
});

/** An idle period that allows `sections` more sections (the build asks for the time left before each). */
function idleFor(sections: number): { timeRemaining: () => number } {
  let asked = 0;
  return { timeRemaining: () => (asked++ < sections ? 40 : 0) };
}

describe('the search index built while the page is idle', () => {
  const sections = Array.from({ length: 5 }, (_, s) => ({ name: `Gen${s}`, params: [{ name: `NAME_${s}`, value: `Wert ${s}` }, { name: 'Ä', value: 'ß' }] }));
  const freshKeys = sections.flatMap((section) => section.params.map((param) => `${param.name}\n${param.value}`.toLowerCase()));

  it('adds a few sections per idle period and reports when it is complete', () => {
    const read = structuredClone(sections);
    expect(buildSearchIndexWhileIdle(read, idleFor(2))).toBe(false);
    expect(buildSearchIndexWhileIdle(read, idleFor(0))).toBe(false);
    expect(buildSearchIndexWhileIdle(read, idleFor(2))).toBe(false);
    expect(buildSearchIndexWhileIdle(read, idleFor(1))).toBe(true);
    const index = searchIndexOf(read);
    expect(index.paramKeys).toEqual(freshKeys);
    expect(index.sectionKeys).toEqual(['gen0', 'gen1', 'gen2', 'gen3', 'gen4']);
  });

  it('is completed at once when a search needs it before the idle build is done', () => {
    const read = structuredClone(sections);
    expect(buildSearchIndexWhileIdle(read, idleFor(2))).toBe(false);
    expect(treeRows(read, 'wert 4', new Set()).map((row) => (row.kind === 'param' ? row.name : row.section))).toEqual(['Gen4', 'NAME_4']);
    expect(searchIndexOf(read).paramKeys).toEqual(freshKeys);
    expect(buildSearchIndexWhileIdle(read, idleFor(0))).toBe(true);
  });
});

describe('valuesByAddress', () => {
  it('finds a value by section and name; a section listed twice holds both, the later value wins', () => {
    const values = valuesByAddress([
      { name: 'audio', params: [{ name: 'MICRO', value: '0' }] },
      { name: 'audio', params: [{ name: 'MICRO', value: '1' }, { name: 'LEVEL', value: '5' }] },
      { name: 'a/b', params: [{ name: 'c', value: 'x' }] },
    ]);
    expect([values.valueOf('audio', 'MICRO'), values.valueOf('audio', 'LEVEL'), values.valueOf('a/b', 'c'), values.valueOf('a', 'b/c'), values.valueOf('video', 'MICRO')]).toEqual(['1', '5', 'x', undefined, undefined]);
  });
});
