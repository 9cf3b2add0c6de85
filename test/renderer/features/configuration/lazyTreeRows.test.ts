import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../../src/shared/remoteconfig/configText';
import { paramCount } from '../../../../src/shared/remoteconfig/lazyParams';
import { treeRowList } from '../../../../src/renderer/features/configuration/parameterRows';

const isBuilt = (section: object) => Object.getOwnPropertyDescriptor(section, 'params')?.get === undefined;
const text = ['SECTION audio', 'MICRO=0', 'SPEAKER=1', 'ENDSECTION audio', 'SECTION network', 'DHCP=on', 'ENDSECTION network', 'SECTION empty', 'ENDSECTION empty', ''].join('\n');

describe('paramCount', () => {
  it("counts a parsed section's parameters without building them, and agrees once they are built", () => {
    const { sections } = parseConfig(text);
    expect(sections.map(paramCount)).toEqual([2, 1, 0]);
    expect(sections.some(isBuilt)).toBe(false);
    expect(sections.map((section) => section.params.length)).toEqual([2, 1, 0]);
    expect(sections.every(isBuilt)).toBe(true);
    expect(sections.map(paramCount)).toEqual([2, 1, 0]);
  });

  it('counts a plain section (as a test or an older caller builds it)', () => {
    expect(paramCount({ name: 'audio', params: [{ name: 'MICRO', value: '0' }] })).toBe(1);
  });

  it("lets the tree lay out every row but build only the sections whose rows it shows", () => {
    const { sections } = parseConfig(text);
    const rows = treeRowList(sections, '', new Set());
    expect(rows.length).toBe(3 + 3);
    expect(rows.paramRows).toBe(3);
    expect(sections.some(isBuilt)).toBe(false);
    expect(rows.at(1)).toEqual({ kind: 'param', section: 'audio', name: 'MICRO', value: '0' });
    expect(sections.map(isBuilt)).toEqual([true, false, false]);
  });
});
