import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiContract } from '../../../src/shared/api/contract';
import { wireRequestSchema } from '../../../src/shared/api/wire';
import { interpretedChecks, safeParseWarming } from '../../../src/main/transport/warmingParse';

const validAdd = { host: '127.0.0.1', port: 8080, user: 'admin', password: 'secret' };
const validApply = { cameraId: 'cam-1', changes: [{ section: 'audio', name: 'MICRO', value: '1' }] };
const validCameraState = {
  camera: { id: 'cam-1', label: 'Door', host: '127.0.0.1', port: 8080, https: false, user: 'admin', simulated: false, state: 'online', stateDetail: null, firmware: null, factoryPassword: false, passwordKnown: true, persisted: false, group: null, variables: {} },
  removed: false,
};

/** Valid values, each with one field replaced by anything fast-check makes, and arbitrary values. */
function valuesAround(valid: Record<string, unknown>, seed: number): unknown[] {
  const fields = Object.keys(valid);
  const mutated = fc.sample(
    fc.tuple(fc.constantFrom(...fields), fc.anything()).map(([field, value]) => ({ ...valid, [field]: value })),
    { seed, numRuns: 3 * interpretedChecks },
  );
  const anything = fc.sample(fc.anything(), { seed: seed + 1, numRuns: interpretedChecks });
  return [valid, ...mutated, valid, { ...valid, extra: 1 }, ...anything, valid];
}

const cases: Array<[string, z.ZodType, Record<string, unknown>]> = [
  ['cameras.add input', apiContract.methods['cameras.add'].input, validAdd],
  ['config.apply input', apiContract.methods['config.apply'].input, validApply],
  ['camera.state event', apiContract.events['camera.state'], validCameraState],
  ['the request envelope', wireRequestSchema, { id: 1, method: 'cameras.list', input: {} }],
];

describe('safeParseWarming', () => {
  it.each(cases)('gives what safeParse gives, interpreted and compiled alike (%s)', (_name, schema, valid) => {
    const values = valuesAround(valid, 22);
    const results = values.map((value) => safeParseWarming(schema, value));
    expect(results.filter((result) => result.success).length).toBeGreaterThanOrEqual(3);
    expect(results.filter((result) => !result.success).length).toBeGreaterThan(interpretedChecks);
    values.forEach((value, index) => {
      const expected = schema.safeParse(value);
      const got = results[index]!;
      expect(got.success).toBe(expected.success);
      if (expected.success) expect(got.data).toStrictEqual(expected.data);
      else expect(got.error!.issues).toStrictEqual(expected.error.issues);
    });
  });

  it("checks a schema interpreted for its first uses, then with zod's generated code", () => {
    const schema = z.strictObject({ name: z.string().min(1), count: z.number().int() });
    const safeParse = vi.spyOn(schema, 'safeParse');
    for (let use = 0; use < interpretedChecks + 2; use++) expect(safeParseWarming(schema, { name: 'a', count: use }).success).toBe(true);
    const contexts = safeParse.mock.calls.map((call) => call[1]);
    expect(contexts.slice(0, interpretedChecks)).toStrictEqual(Array(interpretedChecks).fill({ jitless: true }));
    expect(contexts.slice(interpretedChecks)).toStrictEqual([undefined, undefined]);
    expect(safeParseWarming(schema, { name: '', count: 1.5, more: true }).success).toBe(false);
  });
});
