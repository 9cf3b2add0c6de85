// Every field of the API contract that carries a camera parameter's value (or a variable filled
// into one) refuses what would end its line in a command script: a value with a line break
// would become a command of its own ("40\nreboot" reboots the camera). The walk finds the
// fields by shape, so a method added later with a plain z.string() value fails here.
import { describe, expect, it } from 'vitest';
import { issueProblem } from '../../../src/shared/i18n/issueText';
import { englishText } from '../../../src/shared/i18n/renderText';
import type { z } from 'zod';
import { apiContract } from '../../../src/shared/api/contract';
import { defOf } from './contractWalk';

interface ValueField {
  where: string;
  schema: z.ZodType;
}

/** Keys whose record values are filled into parameter values (command file placeholders, listings). */
const valueRecordKeys = new Set(['variables', 'reportedValues']);


function valueFields(schema: z.ZodType, where: string, found: ValueField[] = [], seen = new Set<z.ZodType>()): ValueField[] {
  if (seen.has(schema)) return found;
  seen.add(schema);
  const def = defOf(schema);
  const children: Array<[z.ZodType | undefined, string]> = [];
  if (def.type === 'object' && def.shape) {
    const shape = def.shape;
    if ('name' in shape && 'value' in shape) found.push({ where: `${where}.value`, schema: shape.value! });
    for (const [key, field] of Object.entries(shape)) {
      if (valueRecordKeys.has(key)) recordValues(field, `${where}.${key}`, found);
      children.push([field, `${where}.${key}`]);
    }
  }
  children.push([def.innerType, where], [def.element, `${where}[]`], [def.valueType, `${where}{}`], [def.in, where], [def.out, where], [def.left, where], [def.right, where]);
  for (const option of def.options ?? []) children.push([option, where]);
  for (const [child, path] of children) if (child) valueFields(child, path, found, seen);
  return found;
}

function recordValues(schema: z.ZodType, where: string, found: ValueField[]): void {
  const def = defOf(schema);
  if (def.type === 'record' && def.valueType) found.push({ where: `${where}{}`, schema: def.valueType });
  else if (def.innerType) recordValues(def.innerType, where, found);
  // A record behind a check of its raw keys (safeRecordSchema) is the pipe's output.
  else if (def.in) recordValues(defOf(def.in).type === 'transform' && def.out ? def.out : def.in, where, found);
}

const methodFields = Object.entries(apiContract.methods).flatMap(([method, { input }]) => valueFields(input as z.ZodType, method));


/** What an issue says, in English words (a message id of the catalog rendered, other words as they are). */
const englishProblem = (issue: Parameters<typeof issueProblem>[0]): string => englishText(issueProblem(issue));

describe('parameter values in the API contract', () => {
  it('finds the value fields of the methods that write parameters', () => {
    const places = methodFields.map((field) => field.where);
    expect(places).toEqual(expect.arrayContaining(['config.apply.changes[].value', 'fleet.plan.edits[].value', 'fleet.apply.edits[].value', 'fleet.plan.cameras[].variables{}', 'cameras.update.variables{}']));
  });

  it.each(methodFields.map((field) => [field.where, field.schema] as const))('%s refuses CR, LF, NUL and the other control characters and takes an ordinary value', (_where, schema) => {
    for (const hostile of ['40\nreboot', '40\rreboot', '40\r\nreboot', '40\0']) {
      const result = schema.safeParse(hostile);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map(englishProblem)[0]).toMatch(/line break|NUL/);
    }
    for (const control of ['\u000b', '\u000c', '\u001b', '\u0085', '\u009b']) {
      expect(schema.safeParse(`40${control}`).error?.issues.map(englishProblem)[0]).toMatch(/control character U\+00/);
    }
    expect(schema.safeParse('Tür Süd\t40').success).toBe(true);
  });
});
