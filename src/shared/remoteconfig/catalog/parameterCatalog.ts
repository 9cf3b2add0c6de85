// The shipped parameter catalog, checked against its schema when loaded, and the rule that
// decides whether an edited value may be sent.
import type { Language } from '../../i18n/languages';
import { validateValue } from '../names';
import catalogJson from './parameterCatalog.json';
import { parameterCatalogSchema, type CatalogEntry, type ParameterCatalog } from './catalogSchema';

export type { CatalogEntry, ParameterCatalog } from './catalogSchema';

/** Looks entries up by `section/NAME`. */
export class CatalogIndex {
  private readonly entries: Map<string, CatalogEntry>;
  private readonly rebootSections: ReadonlySet<string>;

  constructor(catalog: ParameterCatalog) {
    this.entries = new Map(catalog.parameters.map((entry) => [`${entry.section}/${entry.name}`, entry]));
    this.rebootSections = new Set(catalog.rebootSections ?? []);
  }

  /** The sections of `parameters` the camera applies only after a reboot, each once, in order. */
  sectionsApplyingAfterReboot(parameters: ReadonlyArray<{ section: string }>): string[] {
    return [...new Set(parameters.map((parameter) => parameter.section).filter((section) => this.rebootSections.has(section)))];
  }

  /** The entry of a parameter, or undefined: then it is edited as text. */
  entryOf(section: string, name: string): CatalogEntry | undefined {
    return this.entries.get(`${section}/${name}`);
  }
}

/** The entry's label in `language` (the English one where it has none in that language), or undefined. */
export function labelIn(entry: CatalogEntry | undefined, language: Language): string | undefined {
  if (entry === undefined) return undefined;
  return (language === 'en' ? undefined : entry.labels?.[language]) ?? entry.label;
}

/** Parses a catalog (the shipped one or another), naming the entry and field that is wrong. */
export function parseCatalog(data: unknown, source: string): CatalogIndex {
  const result = parameterCatalogSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw new Error(`${source}${where}: ${issue?.message ?? 'not a parameter catalog'}`);
  }
  return new CatalogIndex(result.data);
}

export const shippedCatalog = parseCatalog(catalogJson, 'parameterCatalog.json');

const integerText = /^-?\d+$/;

/** Why `value` cannot be sent for a parameter with this entry, or null when it can. */
export function editValueProblem(entry: CatalogEntry | undefined, value: string): string | null {
  const basic = validateValue(value);
  if (basic) return basic;
  if (entry === undefined) return null;
  switch (entry.type) {
    case 'switch':
      return value === entry.on || value === entry.off ? null : `must be ${entry.on} (on) or ${entry.off} (off)`;
    case 'integer': {
      if (!integerText.test(value)) return `must be a whole number from ${entry.min} to ${entry.max}`;
      const number = Number(value);
      return number < entry.min || number > entry.max ? `${value} is out of range: from ${entry.min} to ${entry.max}` : null;
    }
    case 'text':
      return entry.maxLength !== undefined && value.length > entry.maxLength ? `is longer than ${entry.maxLength} characters` : null;
  }
}
