// Where each parameter of a read sits, by a flat id (0 .. total-1 in reading order): typed
// arrays rather than one object per parameter, so 100,000 parameters cost two array fills.
import type { ConfigSection } from '../../../shared/api/configSchemas';
import { paramCount } from '../../../shared/remoteconfig/lazyParams';

export interface ParameterLayout {
  sections: readonly ConfigSection[];
  total: number;
  /** Flat id of each section's first parameter. */
  firstParam: Int32Array;
  /** Section index of each flat parameter id. */
  sectionOf: Int32Array;
}

const layouts = new WeakMap<readonly ConfigSection[], ParameterLayout>();

/** The layout of a read, built once (a later call with the same sections returns it). */
export function parameterLayout(sections: readonly ConfigSection[]): ParameterLayout {
  let layout = layouts.get(sections);
  if (layout === undefined) {
    layout = buildLayout(sections);
    layouts.set(sections, layout);
  }
  return layout;
}

function buildLayout(sections: readonly ConfigSection[]): ParameterLayout {
  const firstParam = new Int32Array(sections.length);
  let total = 0;
  for (let section = 0; section < sections.length; section++) {
    firstParam[section] = total;
    total += paramCount(sections[section]!);
  }
  const sectionOf = new Int32Array(total);
  for (let section = 0; section < sections.length; section++) sectionOf.fill(section, firstParam[section]!, firstParam[section]! + paramCount(sections[section]!));
  return { sections, total, firstParam, sectionOf };
}

/** The parameter with this flat id. */
export function parameterAt(layout: ParameterLayout, id: number): { section: ConfigSection; param: ConfigSection['params'][number] } {
  const section = layout.sections[layout.sectionOf[id]!]!;
  return { section, param: section.params[id - layout.firstParam[layout.sectionOf[id]!]!]! };
}
