// Subcommands that take back or remove configuration: restore, reset, delete, reboot.
// Whole-configuration reset and delete need --yes: they can cut the camera off the network.
import { ExitCode } from '../exitCodes';
import { flag, optionValues } from '../../base/commandLine/parseCommandLine';
import { checkSectionName, parseParamReference } from './paramArgs';
import { rebootWaitChoice, rebootWaitCommandLineOptions, waitWithProgress } from './rebootWaitOptions';
import { requireNoPositionals, type RcSubcommand } from './rcSubcommand';
import { UsageError } from '../../base/commandLine/usageError';

export const restoreSubcommand: RcSubcommand = {
  name: 'restore',
  synopsis: '[SECTION...]',
  summary: 'read the running configuration (or the named sections) back from flash, dropping unstored changes',
  prepare(args) {
    const sections = args.positionals.map(checkSectionName);
    return async ({ client, output }) => {
      await client.restore(sections);
      const what = sections.length > 0 ? `section(s) ${sections.join(', ')}` : 'the running configuration';
      output.result([`restored ${what} from flash`], { restored: sections.length > 0 ? sections : 'all' });
      return ExitCode.ok;
    };
  },
};

export const resetSubcommand: RcSubcommand = {
  name: 'reset',
  synopsis: '[SECTION...] (the whole configuration needs --yes)',
  summary: 'set the running configuration (or the named sections) to factory defaults',
  options: [{ name: 'yes', help: 'needed to reset the whole configuration (no sections named)' }],
  prepare(args) {
    const sections = args.positionals.map(checkSectionName);
    if (sections.length === 0 && !flag(args, 'yes')) {
      throw new UsageError('reset without sections resets the WHOLE configuration (network settings included) to factory defaults; add --yes if that is what you want');
    }
    return async ({ client, output }) => {
      await client.reset(sections);
      const what = sections.length > 0 ? `section(s) ${sections.join(', ')}` : 'the whole configuration';
      output.result([`reset ${what} to factory defaults (running configuration; run \`store\` to keep it, \`restore\` to undo)`], { reset: sections.length > 0 ? sections : 'all' });
      return ExitCode.ok;
    };
  },
};

export const deleteSubcommand: RcSubcommand = {
  name: 'delete',
  synopsis: '(--all --yes | --section SECTION... | SECTION/NAME...)',
  summary: 'delete the whole configuration, whole sections, or single parameters',
  options: [
    { name: 'all', help: 'delete the whole running configuration (needs --yes)' },
    { name: 'section', value: true, valueName: 'SECTION', repeatable: true, help: 'delete this whole section (repeatable)' },
    { name: 'yes', help: 'confirms --all' },
  ],
  prepare(args) {
    const all = flag(args, 'all');
    const sections = optionValues(args, 'section').map(checkSectionName);
    const params = args.positionals.map(parseParamReference);
    const forms = [all, sections.length > 0, params.length > 0].filter(Boolean).length;
    if (forms !== 1) throw new UsageError('delete needs exactly one of: --all, --section SECTION (repeatable), or SECTION/NAME arguments');
    if (all && !flag(args, 'yes')) throw new UsageError('delete --all deletes the WHOLE configuration; add --yes if that is what you want');
    return async ({ client, output }) => {
      if (all) {
        await client.deleteAll();
        output.result(['deleted the whole running configuration'], { deleted: 'all' });
      } else if (sections.length > 0) {
        await client.deleteSections(sections);
        output.result([`deleted section(s) ${sections.join(', ')}`], { deleted: { sections } });
      } else {
        await client.deleteParams(params);
        output.result([`deleted ${params.map(({ section, name }) => `${section}/${name}`).join(', ')}`], { deleted: { params } });
      }
      return ExitCode.ok;
    };
  },
};

export const rebootSubcommand: RcSubcommand = {
  name: 'reboot',
  synopsis: '[--wait]',
  summary: 'reboot the camera (changes not stored are lost); with --wait, wait until it answers again',
  options: rebootWaitCommandLineOptions,
  prepare(args) {
    requireNoPositionals(args, 'reboot');
    const waiting = rebootWaitChoice(args);
    return async ({ client, output }) => {
      await client.reboot();
      if (!waiting.wait) {
        output.result(['reboot started (changes that were not stored are lost)'], { rebooted: true });
        return ExitCode.ok;
      }
      const seconds = await waitWithProgress(client, output, waiting);
      output.result([`rebooted; camera back after ${seconds} s`], { rebooted: true, rebootSeconds: seconds });
      return ExitCode.ok;
    };
  },
};
