// A port written as text (a camera list's address column, --camera HOST:PORT, --port): decimal
// digits without a leading zero, 1 to 65535 (0 only where a command line means "any free
// port"). `08` is refused rather than read as 8: some tools read a leading zero as octal.

/** The port `text` names, or a sentence saying why it names none. */
export function parsePortText(text: string, options: { allowZero?: boolean; host?: string } = {}): { port: number } | { problem: string } {
  const lowest = options.allowZero ? 0 : 1;
  const range = `a number from ${lowest} to 65535${options.allowZero ? ' (0 = any free port)' : ''}`;
  const port = `port '${text}'${options.host === undefined ? '' : ` of ${options.host}`}`;
  if (!/^\d+$/.test(text)) return { problem: `${port} is not ${range}` };
  if (text.length > 1 && text.startsWith('0')) return { problem: `${port} has a leading zero: write it without (${range}, decimal)` };
  const value = Number(text);
  if (value < lowest || value > 65535) return { problem: `${port} is not ${range}` };
  return { port: value };
}
