// Subcommands that take back or remove configuration: restore, reset, delete, reboot.
// Whole-configuration reset and delete need --yes: they can cut the camera off the network.
import { ExitCode } from '../exitCodes';
import { flag, optionValues } from '../../base/commandLine/parseCommandLine';
import { checkSectionName, parseParamReference } from './paramArgs';
import { rebootWaitChoice, rebootWaitCommandLineOptions, waitWithProgress } from './rebootWaitOptions';
import { requireNoPositionals, type RcSubcommand } from './rcSubcommand';
import { UsageError } from '../../base/commandLine/usageError';
import { localize } from '../../../shared/i18n/text';

export const restoreSubcommand: RcSubcommand = {
  name: 'restore',
  synopsis: '[SECTION...]',
  summary: localize('cliRc.summary.restore'),
  prepare(args) {
    const sections = args.positionals.map(checkSectionName);
    return async ({ client, output }) => {
      await client.restore(sections);
      const restored = sections.length > 0 ? localize('cliRc.result.restoredSections', { sections: sections.join(', ') }) : localize('cliRc.result.restoredAll');
      output.result([output.words(restored)], { restored: sections.length > 0 ? sections : 'all' });
      return ExitCode.ok;
    };
  },
};

export const resetSubcommand: RcSubcommand = {
  name: 'reset',
  synopsis: '[SECTION...] [--yes]',
  summary: localize('cliRc.summary.reset'),
  options: [{ name: 'yes', help: localize('cliRc.option.resetYes') }],
  prepare(args) {
    const sections = args.positionals.map(checkSectionName);
    if (sections.length === 0 && !flag(args, 'yes')) {
      throw new UsageError(localize('cliRc.error.resetWhole'));
    }
    return async ({ client, output }) => {
      await client.reset(sections);
      const reset = sections.length > 0 ? localize('cliRc.result.resetSections', { sections: sections.join(', ') }) : localize('cliRc.result.resetAll');
      output.result([output.words(reset)], { reset: sections.length > 0 ? sections : 'all' });
      return ExitCode.ok;
    };
  },
};

export const deleteSubcommand: RcSubcommand = {
  name: 'delete',
  synopsis: '(--all --yes | --section SECTION... | SECTION/NAME...)',
  summary: localize('cliRc.summary.delete'),
  options: [
    { name: 'all', help: localize('cliRc.option.deleteAll') },
    { name: 'section', value: true, valueName: 'SECTION', repeatable: true, help: localize('cliRc.option.deleteSection') },
    { name: 'yes', help: localize('cliRc.option.deleteYes') },
  ],
  prepare(args) {
    const all = flag(args, 'all');
    const sections = optionValues(args, 'section').map(checkSectionName);
    const params = args.positionals.map(parseParamReference);
    const forms = [all, sections.length > 0, params.length > 0].filter(Boolean).length;
    if (forms !== 1) throw new UsageError(localize('cliRc.error.deleteForms'));
    if (all && !flag(args, 'yes')) throw new UsageError(localize('cliRc.error.deleteAllNeedsYes'));
    return async ({ client, output }) => {
      if (all) {
        await client.deleteAll();
        output.result([output.words(localize('cliRc.result.deletedAll'))], { deleted: 'all' });
      } else if (sections.length > 0) {
        await client.deleteSections(sections);
        output.result([output.words(localize('cliRc.result.deletedSections', { sections: sections.join(', ') }))], { deleted: { sections } });
      } else {
        await client.deleteParams(params);
        output.result([output.words(localize('cliRc.result.deletedParams', { params: params.map(({ section, name }) => `${section}/${name}`).join(', ') }))], { deleted: { params } });
      }
      return ExitCode.ok;
    };
  },
};

export const rebootSubcommand: RcSubcommand = {
  name: 'reboot',
  synopsis: '[--wait]',
  summary: localize('cliRc.summary.reboot'),
  options: rebootWaitCommandLineOptions,
  prepare(args) {
    requireNoPositionals(args, 'reboot');
    const waiting = rebootWaitChoice(args);
    return async ({ client, output }) => {
      await client.reboot();
      if (!waiting.wait) {
        output.result([output.words(localize('cliRc.result.rebootStartedLost'))], { rebooted: true });
        return ExitCode.ok;
      }
      const seconds = await waitWithProgress(client, output, waiting);
      output.result([output.words(localize('cliRc.result.rebooted', { seconds }))], { rebooted: true, rebootSeconds: seconds });
      return ExitCode.ok;
    };
  },
};
