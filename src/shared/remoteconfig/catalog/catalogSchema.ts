// The schema of the parameter catalog (parameterCatalog.json): which editor a parameter gets
// and what values it takes. Adding a parameter is an entry in the JSON, no code.
import { z } from 'zod';
import { englishText } from '../../i18n/renderText';
import { localize } from '../../i18n/text';
import { paramNameText, sectionNameText, valueText } from '../names';
import type { Text } from '../../i18n/text';

// The catalog file is the developers' (bundled), so its problems are in English, as the file's other checks.
const checked = (validate: (text: string) => Text | null) =>
  z.string().superRefine((text, context) => {
    const problem = validate(text);
    if (problem) context.addIssue({ code: 'custom', message: englishText(problem) });
  });

const addressFields = {
  section: checked(sectionNameText),
  name: checked(paramNameText),
  /** What the technician reads beside the address, in English. */
  label: z.string().max(200).optional(),
  /** The label in the studio's other languages (German: `de`); a language without one shows the English label. */
  labels: z.strictObject({ de: z.string().max(200) }).partial().optional(),
};

const switchEntrySchema = z.strictObject({
  ...addressFields,
  type: z.literal('switch'),
  /** The value the camera holds when switched on, e.g. "1". */
  on: checked(valueText),
  off: checked(valueText),
});

const integerEntrySchema = z
  .strictObject({
    ...addressFields,
    type: z.literal('integer'),
    min: z.number().int().safe(),
    max: z.number().int().safe(),
    /** "slider": a slider beside the number field. */
    control: z.enum(['field', 'slider']).optional(),
  })
  .refine((entry) => entry.min <= entry.max, { message: englishText(localize('remoteConfig.catalog.minAboveMax')) });

const textEntrySchema = z.strictObject({
  ...addressFields,
  type: z.literal('text'),
  maxLength: z.number().int().positive().max(100_000).optional(),
});

export const catalogEntrySchema = z.discriminatedUnion('type', [switchEntrySchema, integerEntrySchema, textEntrySchema]);
export type CatalogEntry = z.infer<typeof catalogEntrySchema>;

export const parameterCatalogSchema = z
  .strictObject({
    description: z.string().optional(),
    /** The sections the camera applies only after a reboot (its reboot_needed names them): a fix of their values without Reboot is not in force yet. */
    rebootSections: z.array(checked(sectionNameText)).max(100).optional(),
    parameters: z.array(catalogEntrySchema).max(10_000),
  })
  .superRefine((catalog, context) => {
    const seen = new Set<string>();
    catalog.parameters.forEach((entry, index) => {
      const address = `${entry.section}/${entry.name}`;
      if (seen.has(address)) context.addIssue({ code: 'custom', path: ['parameters', index], message: englishText(localize('remoteConfig.catalog.listedTwice', { address })) });
      seen.add(address);
    });
  });
export type ParameterCatalog = z.infer<typeof parameterCatalogSchema>;
