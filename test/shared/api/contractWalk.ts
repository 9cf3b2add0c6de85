// Walks the schemas of the API contract's inputs by shape, so a test can hold every field of a
// kind (every text field, every parameter value) to a rule, including fields added later.
import type { z } from 'zod';
import { apiContract } from '../../../src/shared/api/contract';

export interface Field {
  /** `cameras.update.variables{}`: the method, then the path inside its input. */
  where: string;
  schema: z.ZodType;
}

type ZodDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
};

export function defOf(schema: z.ZodType): ZodDef {
  return (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
}

/** A string, or a pipe that starts with one (a string checked further or transformed): one text field. */
function isTextField(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'string') return true;
  return def.type === 'pipe' && def.in !== undefined && isTextField(def.in);
}

/** Every text field of `schema`, record keys included (`where{key}`). */
export function textFields(schema: z.ZodType, where: string, found: Field[] = [], seen = new Set<z.ZodType>()): Field[] {
  if (seen.has(schema)) return found;
  seen.add(schema);
  if (isTextField(schema)) {
    found.push({ where, schema });
    return found;
  }
  const def = defOf(schema);
  const children: Array<[z.ZodType | undefined, string]> = [
    [def.innerType, where],
    [def.element, `${where}[]`],
    [def.keyType, `${where}{key}`],
    [def.valueType, `${where}{}`],
    [def.in, where],
    [def.out, where],
    [def.left, where],
    [def.right, where],
  ];
  for (const [key, field] of Object.entries(def.type === 'object' ? (def.shape ?? {}) : {})) children.push([field, `${where}.${key}`]);
  for (const option of def.options ?? []) children.push([option, where]);
  for (const [child, path] of children) if (child) textFields(child, path, found, seen);
  return found;
}

/** Every text field of every method's input. */
export function contractTextFields(): Field[] {
  return Object.entries(apiContract.methods).flatMap(([method, { input }]) => textFields(input as z.ZodType, method));
}
