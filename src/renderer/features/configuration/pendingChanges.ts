// The pending edits as changes: each with the value the camera held when read and whether the
// new value may be sent (the catalog's type and range, Latin-1, no line break).
import type { ConfigSection } from '../../../shared/api/configSchemas';
import { editValueProblem, shippedCatalog, type CatalogIndex } from '../../../shared/remoteconfig/catalog/parameterCatalog';
import type { PendingEdit } from './configStore';

export interface PendingChange extends PendingEdit {
  /** The value read from the camera; undefined when the parameter was not in the last read. */
  original: string | undefined;
  /** Why the value cannot be sent, or null. */
  problem: string | null;
}

export const addressOf = (edit: { section: string; name: string }): string => `${edit.section}/${edit.name}`;

/** Values by `section/NAME`, as last read. */
export function valuesByAddress(sections: ConfigSection[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const section of sections) for (const param of section.params) values.set(`${section.name}/${param.name}`, param.value);
  return values;
}

export function describePendingChanges(edits: PendingEdit[], values: Map<string, string>, catalog: CatalogIndex = shippedCatalog): PendingChange[] {
  return edits.map((edit) => ({
    ...edit,
    original: values.get(addressOf(edit)),
    problem: editValueProblem(catalog.entryOf(edit.section, edit.name), edit.value),
  }));
}

/** The changes that may be sent, or the first problem that blocks sending any. */
export function sendableChanges(changes: PendingChange[]): { changes: PendingEdit[]; blocker: string | null } {
  const invalid = changes.find((change) => change.problem !== null);
  if (invalid) return { changes: [], blocker: `${addressOf(invalid)}: ${invalid.problem}` };
  return { changes: changes.map(({ section, name, value }) => ({ section, name, value })), blocker: null };
}
