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
import { localize } from '../../../shared/i18n/text';
import { errorAsText } from '../../../shared/i18n/errorWords';

export const backupSubcommand: RcSubcommand = {
  name: 'backup',
  synopsis: '[-o FILE]',
  summary: localize('cliRc.summary.backup'),
  options: [{ name: 'output', alias: 'o', value: true, valueName: 'FILE', help: localize('cliRc.option.backupOutput') }],
  prepare(args) {
    requireNoPositionals(args, 'backup');
    const file = optionValue(args, 'output');
    return async ({ client, output }) => {
      const { text, config } = await client.readConfigFile();
      const bytes = encodeLatin1(text, 'the configuration file');
      if (file !== undefined) {
        await writeBytesFile(file, bytes, localize('cliRc.input.backupFile'));
        const firmware = firmwareVersion(config) ?? localize('cliRc.result.firmwareUnknown');
        output.result([output.words(localize('cliRc.result.wroteBackup', { bytes: bytes.byteLength, sections: config.sections.length, firmware, file }))], {
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
  summary: localize('cliRc.summary.restoreBackup'),
  options: [{ name: 'force', help: localize('cliRc.option.restoreForce') }, { name: 'reboot', help: localize('cliRc.option.restoreReboot') }, ...rebootWaitCommandLineOptions],
  async prepare(args, io) {
    const files = requirePositionals(args, 'restore-backup', localize('cliRc.needs.backupFile'));
    if (files.length > 1) throw new UsageError(localize('cliRc.error.oneFile', { subcommand: 'restore-backup', found: files.join(' ') }));
    const file = files[0]!;
    const force = flag(args, 'force');
    const reboot = flag(args, 'reboot');
    const waiting = rebootWaitChoice(args);
    if (waiting.wait && !reboot) throw new UsageError(localize('cliRc.error.waitWithoutReboot', { subcommand: 'restore-backup' }));
    const text = await readTextInput(file, io.stdin, localize('cliRc.input.backupFile'));
    const config = parseBackupArgument(text, file);
    return async ({ client, output }) => {
      await client.restoreBackup(text, { force, reboot });
      const steps = [localize('cliRc.result.restoredBackup', { sections: config.sections.length, file }), ...(reboot ? [localize('cliRc.result.rebootStarted')] : [])];
      const said = (): string => steps.map((step) => output.words(step)).join(', ');
      if (waiting.wait) {
        output.note(said());
        const seconds = await waitWithProgress(client, output, waiting);
        const expected = verifiableParams(config);
        await client.verifyStored(expected);
        steps.push(localize('cliRc.result.cameraBack', { seconds }), localize('cliRc.result.verified', { values: expected.length }));
      }
      output.result([said()], { restored: file, sections: config.sections.length, readBack: true, forced: force, rebooted: reboot, verified: waiting.wait });
      return ExitCode.ok;
    };
  },
};

function parseBackupArgument(text: string, file: string): CameraConfig {
  try {
    return parseBackup(text, file === '-' ? 'backup from stdin' : file);
  } catch (error) {
    if (error instanceof ConfigParseError) throw new UsageError(localize('cliRc.error.notABackup', { problem: errorAsText(error) }));
    throw error;
  }
}
