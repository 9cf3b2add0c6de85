// zod checks an object schema with code it generates (new Function) the first time the schema
// checks a value. Generating and compiling that code costs more than checking the few values
// most schemas see while the studio starts (studio.info, the page's first calls, the first
// event of each kind), and it lies on the path of the page's first answers. So a schema is
// checked by zod's interpreter for its first uses and by the generated code once it has proved
// hot (bus messages, statistics). Both paths apply exactly the same checks and give the same
// result (test/main/transport/warmingParse.test.ts).
import type { z } from 'zod';

/** Checks of a schema made by the interpreter before zod generates its code. */
export const interpretedChecks = 16;

const checksSoFar = new WeakMap<z.ZodType, number>();

/** `schema.safeParse(value)`, interpreted for the schema's first `interpretedChecks` checks. */
export function safeParseWarming<S extends z.ZodType>(schema: S, value: unknown): z.ZodSafeParseResult<z.output<S>> {
  const checked = checksSoFar.get(schema) ?? 0;
  if (checked >= interpretedChecks) return schema.safeParse(value);
  checksSoFar.set(schema, checked + 1);
  return schema.safeParse(value, { jitless: true });
}
