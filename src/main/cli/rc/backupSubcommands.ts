// backup (`view configfile`, kept byte for byte as the clean Latin-1 file) and restore-backup
// (firmware checked, write + store + update [+ reboot] in one request with the long timeout).
import { firmwareVersion, type CameraConfig } from '../../../shared/remoteconfig/configModel';
import { ConfigParseError } from '../../../shared/remoteconfig/configText';
import { encodeLatin1 } from '../../../shared/remoteconfig/latin1';
import { parseBackup, verifiableParams } from '../../remoteconfig/backupFile';
import { ExitCode } from '../exitCodes';
import { flag, optionValue } from '../../base/commandLine/parseCommandLine';
import { rebootWaitChoice, rebootWaitCommandLineOptions, waitWithProgress } from './rebootWaitOptions';
import { requireNoPositionals, requirePositionals, type RcSubcommand } from './rcSubcommand';
import { readTextInput, writeBytesFile } from './textFiles';
import { UsageError } from '../../base/commandLine/usageError';

export const backupSubcommand: RcSubcommand = {
  name: 'backup',
  synopsis: '[-o FILE]',
  summary: 'save the whole configuration (view configfile) as a Latin-1 backup file, or write it to stdout',
  options: [{ name: 'output', alias: 'o', value: true, valueName: 'FILE', help: 'write the backup to FILE (byte for byte, Latin-1) and say its size; else to stdout' }],
  prepare(args) {
    requireNoPositionals(args, 'backup');
    const file = optionValue(args, 'output');
    return async ({ client, output }) => {
      const { text, config } = await client.readConfigFile();
      const bytes = encodeLatin1(text, 'the configuration file');
      if (file !== undefined) {
        await writeBytesFile(file, bytes, 'backup file');
        output.result([`wrote ${bytes.byteLength} bytes (${config.sections.length} sections, firmware ${firmwareVersion(config) ?? 'unknown'}) to ${file}`], {
          file,
          bytes: bytes.byteLength,
          sections: config.sections.length,
          firmware: firmwareVersion(config),
        });
      } else if (output.json) {
        output.result([], { bytes: bytes.byteLength, sections: config.sections.length, firmware: firmwareVersion(config), text });
      } else {
        output.bytes(bytes, () => text);
      }
      return ExitCode.ok;
    };
  },
};

export const restoreBackupSubcommand: RcSubcommand = {
  name: 'restore-backup',
  synopsis: 'FILE|- [--force] [--reboot [--wait]]',
  summary: "write a backup back (write, store, update in one request); refuses another firmware's backup unless --force",
  options: [{ name: 'force', help: 'restore a backup of another firmware (or without a version line) too' }, { name: 'reboot', help: 'reboot after store and update' }, ...rebootWaitCommandLineOptions],
  async prepare(args, io) {
    const files = requirePositionals(args, 'restore-backup', 'a backup FILE (or - for stdin)');
    if (files.length > 1) throw new UsageError(`restore-backup takes one file (found '${files.join(' ')}')`);
    const file = files[0]!;
    const force = flag(args, 'force');
    const reboot = flag(args, 'reboot');
    const waiting = rebootWaitChoice(args);
    if (waiting.wait && !reboot) throw new UsageError('restore-backup --wait only makes sense with --reboot');
    const text = await readTextInput(file, io.stdin, 'backup file');
    const config = parseBackupArgument(text, file);
    return async ({ client, output }) => {
      await client.restoreBackup(text, { force, reboot });
      const steps = [`restored ${config.sections.length} section(s) from ${file}, read back as written, stored and updated`, ...(reboot ? ['reboot started'] : [])];
      if (waiting.wait) {
        output.note(steps.join(', '));
        const seconds = await waitWithProgress(client, output, waiting);
        const expected = verifiableParams(config);
        await client.verifyStored(expected);
        steps.push(`camera back after ${seconds} s`, `verified ${expected.length} stored value(s)`);
      }
      output.result([steps.join(', ')], { restored: file, sections: config.sections.length, readBack: true, forced: force, rebooted: reboot, verified: waiting.wait });
      return ExitCode.ok;
    };
  },
};

function parseBackupArgument(text: string, file: string): CameraConfig {
  try {
    return parseBackup(text, file === '-' ? 'backup from stdin' : file);
  } catch (error) {
    if (error instanceof ConfigParseError) throw new UsageError(`not a configuration backup: ${error.message}`);
    throw error;
  }
}
