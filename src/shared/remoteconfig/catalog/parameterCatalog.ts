// The shipped parameter catalog, checked against its schema when loaded, and the rule that
// decides whether an edited value may be sent.
import type { Language } from '../../i18n/languages';
import { localize, type Text } from '../../i18n/text';
import { valueText } from '../names';
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
export function editValueProblem(entry: CatalogEntry | undefined, value: string): Text | null {
  const basic = valueText(value);
  if (basic) return basic;
  if (entry === undefined) return null;
  switch (entry.type) {
    case 'switch':
      return value === entry.on || value === entry.off ? null : localize('remoteConfig.editValue.switch', { on: entry.on, off: entry.off });
    case 'integer': {
      const range = { min: String(entry.min), max: String(entry.max) };
      if (!integerText.test(value)) return localize('remoteConfig.editValue.notWholeNumber', range);
      const number = Number(value);
      return number < entry.min || number > entry.max ? localize('remoteConfig.editValue.outOfRange', { ...range, value }) : null;
    }
    case 'text':
      return entry.maxLength !== undefined && value.length > entry.maxLength ? localize('remoteConfig.editValue.tooLong', { max: String(entry.maxLength) }) : null;
  }
}
