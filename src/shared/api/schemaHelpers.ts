// Small zod building blocks shared by the contract's schema files.
import { z } from 'zod';

/** A string checked by one of the project's validators (which return a sentence or null). */
export function checkedString(validate: (text: string) => string | null): z.ZodString {
  return z.string().superRefine((text, context) => {
    const problem = validate(text);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  });
}

export const portSchema = z.number().int().min(1).max(65535);

/** Id the renderer picks for a long operation, so it can match `operation.progress` events to it. */
export const operationIdSchema = z.string().min(1).max(100);

/** Milliseconds since the epoch. */
export const timestampSchema = z.number().int().nonnegative();

export const emptyInputSchema = z.strictObject({});
