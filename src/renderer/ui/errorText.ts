/** The message of a failed call or other error, for the technician. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
