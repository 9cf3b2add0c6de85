// The pending edits as changes: each with the value the camera held when read and whether the
// new value may be sent (the catalog's type and range, Latin-1, no line break).
import type { ConfigSection } from '../../../shared/api/configSchemas';
import { editValueProblem, shippedCatalog, type CatalogIndex } from '../../../shared/remoteconfig/catalog/parameterCatalog';
import { localize, type Text } from '../../../shared/i18n/text';
import type { PendingEdit } from './configStore';

export interface PendingChange extends PendingEdit {
  /** The value read from the camera; undefined when the parameter was not in the last read. */
  original: string | undefined;
  /** Why the value cannot be sent, or null. */
  problem: Text | null;
}

export const addressOf = (edit: { section: string; name: string }): string => `${edit.section}/${edit.name}`;

/** The values as last read, looked up by section and name. */
export interface ParameterValues {
  valueOf(section: string, name: string): string | undefined;
}

/**
 * The values of a read. Only the sections asked about are indexed, when first asked: the
 * editor asks for the few edited parameters of a read that may hold 100,000.
 */
export function valuesByAddress(sections: readonly ConfigSection[]): ParameterValues {
  let sectionsByName: Map<string, ConfigSection[]> | null = null;
  const paramsBySection = new Map<string, Map<string, string>>();
  const paramsOf = (sectionName: string): Map<string, string> => {
    let params = paramsBySection.get(sectionName);
    if (params !== undefined) return params;
    sectionsByName ??= groupByName(sections);
    params = new Map();
    // A section listed twice holds the parameters of both; a later value wins, as in the read.
    for (const section of sectionsByName.get(sectionName) ?? []) for (const param of section.params) params.set(param.name, param.value);
    paramsBySection.set(sectionName, params);
    return params;
  };
  return { valueOf: (section, name) => paramsOf(section).get(name) };
}

function groupByName(sections: readonly ConfigSection[]): Map<string, ConfigSection[]> {
  const byName = new Map<string, ConfigSection[]>();
  for (const section of sections) {
    const same = byName.get(section.name);
    if (same) same.push(section);
    else byName.set(section.name, [section]);
  }
  return byName;
}

export function describePendingChanges(edits: PendingEdit[], values: ParameterValues, catalog: CatalogIndex = shippedCatalog): PendingChange[] {
  return edits.map((edit) => ({
    ...edit,
    original: values.valueOf(edit.section, edit.name),
    problem: editValueProblem(catalog.entryOf(edit.section, edit.name), edit.value),
  }));
}

/** The changes that may be sent, or the first problem that blocks sending any. */
export function sendableChanges(changes: PendingChange[]): { changes: PendingEdit[]; blocker: Text | null } {
  const invalid = changes.find((change) => change.problem !== null);
  if (invalid) return { changes: [], blocker: localize('remoteConfig.editValue.blocker', { address: addressOf(invalid), problem: invalid.problem! }) };
  return { changes: changes.map(({ section, name, value }) => ({ section, name, value })), blocker: null };
}
