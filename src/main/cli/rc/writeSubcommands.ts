// Subcommands that change the running configuration or apply it: set, append,
// activate-profile, store, update.
import { ExitCode } from '../exitCodes';
import { flag } from '../../base/commandLine/parseCommandLine';
import { checkSectionName, parseAssignment, parseNameValue } from './paramArgs';
import { rebootWaitChoice, applyStepCommandLineOptions, rebootWaitCommandLineOptions, waitWithProgress } from './rebootWaitOptions';
import { argumentlessSubcommand, requirePositionals, type RcSubcommand } from './rcSubcommand';
import { UsageError } from '../../base/commandLine/usageError';
import { localize } from '../../../shared/i18n/text';

export const setSubcommand: RcSubcommand = {
  name: 'set',
  synopsis: 'SECTION/NAME=VALUE... [--store] [--update] [--reboot [--wait]]',
  summary: localize('cliRc.summary.set'),
  options: [...applyStepCommandLineOptions, ...rebootWaitCommandLineOptions],
  prepare(args) {
    const assignments = requirePositionals(args, 'set', localize('cliRc.needs.assignment')).map(parseAssignment);
    const store = flag(args, 'store');
    const update = flag(args, 'update');
    const reboot = flag(args, 'reboot');
    const waiting = rebootWaitChoice(args);
    if (reboot && !store) throw new UsageError(localize('cliRc.error.rebootWithoutStore'));
    if (waiting.wait && !reboot) throw new UsageError(localize('cliRc.error.waitWithoutReboot', { subcommand: 'set' }));
    return async ({ client, output }) => {
      await client.setParams(assignments, { store, update, reboot });
      const steps = [
        localize('cliRc.result.wrote', { parameters: assignments.length }),
        localize('cliRc.result.readBack'),
        ...(store ? [localize('cliRc.result.storedToFlash')] : []),
        ...(update ? [localize('cliRc.result.updated')] : []),
        ...(reboot ? [localize('cliRc.result.rebootStarted')] : []),
      ];
      const said = (): string => steps.map((step) => output.words(step)).join(', ');
      let verified = false;
      let rebootSeconds: number | undefined;
      if (waiting.wait) {
        output.note(said());
        rebootSeconds = await waitWithProgress(client, output, waiting);
        await client.verifyStored(assignments);
        verified = true;
        steps.push(localize('cliRc.result.cameraBack', { seconds: rebootSeconds }), localize('cliRc.result.verified', { values: assignments.length }));
      }
      if (!store) output.note(output.words(localize('cliRc.note.notStored')));
      output.result(
        [...assignments.map(({ section, name, value }) => `${section}/${name}=${value}`), said()],
        { written: assignments, readBack: true, stored: store, updated: update, rebooted: reboot, ...(waiting.wait ? { rebootSeconds, verified } : {}) },
      );
      return ExitCode.ok;
    };
  },
};

export const appendSubcommand: RcSubcommand = {
  name: 'append',
  synopsis: 'SECTION NAME=VALUE...',
  summary: localize('cliRc.summary.append'),
  prepare(args) {
    const [sectionArg, ...paramArgs] = requirePositionals(args, 'append', localize('cliRc.needs.sectionAndParams'));
    const section = checkSectionName(sectionArg!);
    if (paramArgs.length === 0) throw new UsageError(localize('cliRc.error.appendNeedsParam'));
    const params = paramArgs.map(parseNameValue);
    return async ({ client, output }) => {
      await client.append(section, params);
      output.result([output.words(localize('cliRc.result.appended', { parameters: params.length, section }))], { section, appended: params });
      return ExitCode.ok;
    };
  },
};

export const activateProfileSubcommand: RcSubcommand = {
  name: 'activate-profile',
  synopsis: 'NAME',
  summary: localize('cliRc.summary.activateProfile'),
  prepare(args) {
    const names = requirePositionals(args, 'activate-profile', localize('cliRc.needs.profileName'));
    if (names.length > 1) throw new UsageError(localize('cliRc.error.oneProfile', { found: names.join(' ') }));
    const name = names[0]!;
    return async ({ client, output }) => {
      await client.activateProfile(name);
      output.result([output.words(localize('cliRc.result.activated', { name }))], { activated: name });
      return ExitCode.ok;
    };
  },
};

export const storeSubcommand = argumentlessSubcommand('store', localize('cliRc.summary.store'), async ({ client, output }) => {
  const traces = await client.store();
  output.result([...traces, output.words(localize('cliRc.result.stored'))], { stored: true, traces });
  return ExitCode.ok;
});

export const updateSubcommand = argumentlessSubcommand('update', localize('cliRc.summary.update'), async ({ client, output }) => {
  const traces = await client.update();
  output.result([...traces, output.words(localize('cliRc.result.applied'))], { updated: true, traces });
  return ExitCode.ok;
});
