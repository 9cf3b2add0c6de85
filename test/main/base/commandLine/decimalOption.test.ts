// Number options are plain decimal in every command: what JavaScript's Number() would also
// read (hexadecimal, binary, exponents, blanks, Infinity) is refused, naming the option.
import { describe, expect, it } from 'vitest';
import { decimalOption } from '../../../../src/main/base/commandLine/decimalOption';
import { parseCommandLine } from '../../../../src/main/base/commandLine/parseCommandLine';
import { secondsOption } from '../../../../src/main/cli/rc/secondsOption';

describe('decimalOption', () => {
  it('reads plain decimal digits, with a fraction unless whole', () => {
    expect(decimalOption('16', '--parallel', 'whole', 'a whole number')).toBe(16);
    expect(decimalOption('2.5', '--timeout', 'decimal', 'a number of seconds')).toBe(2.5);
    expect(decimalOption('-1', '--reboot-seconds', 'decimal', 'a number of seconds')).toBe(-1);
  });

  it.each(['0x10', '0X10', '0b11', '0o20', '1e1', '1E1', ' 16', '16 ', '', 'Infinity', 'NaN', '+16', '.5', '5.', '1_000', '١٦'])("refuses '%s', naming the option", (text) => {
    expect(() => decimalOption(text, '--timeout', 'decimal', 'a number of seconds from 0.1 to 60')).toThrow(
      `option --timeout needs a number of seconds from 0.1 to 60, found '${text}' (written in plain decimal digits, such as 2 or 2.5)`,
    );
  });

  it('refuses a fraction for a whole number, and shows at most 32 characters of what it found', () => {
    expect(() => decimalOption('2.5', '--parallel', 'whole', 'a whole number from 1 to 256')).toThrow("option --parallel needs a whole number from 1 to 256, found '2.5' (written in plain decimal digits, such as 16)");
    expect(() => decimalOption('0x'.repeat(1000), '--parallel', 'whole', 'a whole number')).toThrow(`found '${'0x'.repeat(16)}...'`);
  });

  it('is how the seconds options of rc and fleet read --timeout: 0x10 is not 16 s', () => {
    const args = parseCommandLine(['--timeout', '0x10'], [{ name: 'timeout', value: true }], 'camconfig rc');
    expect(() => secondsOption(args, 'timeout', 5000)).toThrow("option --timeout needs a positive number of seconds, found '0x10'");
    expect(secondsOption(parseCommandLine(['--timeout', '16'], [{ name: 'timeout', value: true }], 'camconfig rc'), 'timeout', 5000)).toBe(16_000);
  });
});
