// sdk-demo: the SDK's sample program (spec 4.3) on DistributorBroadcastCore.
import { createInterface } from 'node:readline';
import { fileVersion, pollFileChanges, type FileVersion } from '../../base/files/fileChangePoll';
import { DistributorBroadcastCore } from '../../distributor/core';
import { diffUserConfig, loadSystemConfig, loadUserConfig, type SystemConfig, type UserConfig } from '../../distributor/config';
import { terminalSafeText } from '../../../shared/text/terminalSafeText';
import type { CliIo } from '../cliIo';
import { ExitCode, interruptedExitCode } from '../exitCodes';
import { promptTexts, SdkDialogue } from './dialogue';
import { parseSdkDemoArguments, sdkDemoUsage, type SdkDemoOptions } from './options';
import { describeState, subscribeDiagnostics } from './statusLines';
import { TerminalOutput } from './terminalOutput';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { terminalLanguage } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize, type Text } from '../../../shared/i18n/text';

type Loaded = { ok: true; system: SystemConfig; user: UserConfig; userVersion: FileVersion } | { ok: false; problem: Text };

function loadConfigs(options: SdkDemoOptions): Loaded {
  try {
    const userVersion = fileVersion(options.userFile); // before the read: a change after it is noticed
    return { ok: true, system: loadSystemConfig(options.systemFile), user: loadUserConfig(options.userFile), userVersion };
  } catch (error) {
    return { ok: false, problem: errorAsText(error) };
  }
}

export async function runSdkDemo(argv: string[], io: CliIo): Promise<number> {
  const language = terminalLanguage(io.env);
  const words = (text: Text): string => renderText(text, language);
  const parsed = parseSdkDemoArguments(argv);
  if (parsed.kind === 'help') {
    io.stdout.write(sdkDemoUsage(language) + '\n');
    return ExitCode.ok;
  }
  if (parsed.kind === 'error') {
    io.stderr.write(`sdk-demo: ${terminalSafeText(words(parsed.problem))}\n\n${sdkDemoUsage(language)}\n`);
    return ExitCode.usage;
  }
  const options = parsed.options;
  const loaded = loadConfigs(options);
  if (!loaded.ok) {
    io.stderr.write(`sdk-demo: ${terminalSafeText(words(loaded.problem))}\n`);
    return ExitCode.usage;
  }
  const output = new TerminalOutput(io.stdout, io.stderr, io.isTTY);
  const core = new DistributorBroadcastCore(loaded.system);
  subscribeDiagnostics(core, options, (line) => output.err(line), words);
  core.events.on('message', (message) => output.out(`${message.path}=${message.value}`));
  if (!(await core.init(loaded.user))) {
    io.stderr.write(`sdk-demo: ${terminalSafeText(words(localize('cliSdkDemo.running.inactiveAtStart', { reason: core.reason ?? localize('cliSdkDemo.running.unknownReason') })))}\n`);
    core.close();
    return ExitCode.failure;
  }
  if (options.verbose) output.err(`sdk-demo: ${words(describeState(core))}`);
  const stopWatching = watchUserConfig(core, options, loaded, output, words);
  try {
    return await converse(core, io, output, options, words);
  } finally {
    stopWatching();
    core.close();
  }
}

async function converse(core: DistributorBroadcastCore, io: CliIo, output: TerminalOutput, options: SdkDemoOptions, words: (text: Text) => string): Promise<number> {
  const readline = createInterface({ input: io.stdin, output: io.isTTY ? io.stdout : undefined, terminal: io.isTTY });
  output.attach(readline);
  let onInterrupt = (): void => undefined;
  const interrupted = new Promise<number>((resolve) => {
    onInterrupt = (): void => {
      // close() then warns how many queued messages were not sent (a warning shown at every level).
      output.err(`sdk-demo: ${words(localize('cliSdkDemo.running.interrupted'))}`);
      resolve(interruptedExitCode);
    };
    readline.on('SIGINT', onInterrupt);
    process.on('SIGINT', onInterrupt);
  });
  const dialogue = new SdkDialogue({
    send: (path, value) => void core.send(path, value),
    statistics: () => core.statistics(),
    print: (line) => output.out(line),
    complain: (problem) => output.err(`sdk-demo: ${words(problem)}`),
  });
  const finished = (async (): Promise<number> => {
    output.prompt(promptTexts[dialogue.expecting]);
    for await (const line of readline) {
      output.inputTaken();
      if (dialogue.expecting === 'value') await core.waitForQueueRoom(); // piped input waits instead of overflowing
      if (!dialogue.handle(line)) break;
      output.prompt(promptTexts[dialogue.expecting]);
    }
    return (await sendWhatIsQueued(core, output, options, words)) ? ExitCode.ok : ExitCode.failure;
  })();
  const code = await Promise.race([finished, interrupted]);
  process.off('SIGINT', onInterrupt);
  readline.close();
  return code;
}

/** Sends every queued message before exiting; false when the distributor is (or goes) inactive first. */
async function sendWhatIsQueued(core: DistributorBroadcastCore, output: TerminalOutput, options: SdkDemoOptions, words: (text: Text) => string): Promise<boolean> {
  if (core.queuedMessages === 0) return true;
  if (options.verbose || output.interactive) output.err(`sdk-demo: ${words(localize('cliSdkDemo.running.sendingQueued', { queued: core.queuedMessages }))}`);
  if (await core.flush()) return true;
  if (core.reason === 'closed') return false; // Ctrl-C closed it: its own lines say what was lost
  output.err(`sdk-demo: ${words(localize('cliSdkDemo.running.queuedUnsendable', { reason: core.reason ?? localize('cliSdkDemo.running.unknownReason') }))}`);
  return false; // close() then warns how many were not sent
}

/** Re-reads the user configuration when its file changes and applies it (spec 2.3). */
function watchUserConfig(core: DistributorBroadcastCore, options: SdkDemoOptions, initial: { user: UserConfig; userVersion: FileVersion }, output: TerminalOutput, words: (text: Text) => string): () => void {
  let current = initial.user;
  const onChange = (): void => {
    let next: UserConfig;
    try {
      next = loadUserConfig(options.userFile);
    } catch (error) {
      output.err(`sdk-demo: ${words(localize('cliSdkDemo.running.userConfigUnreadable', { problem: errorAsText(error) }))}`);
      return;
    }
    const change = diffUserConfig(current, next);
    if (change.changed.length === 0) return;
    current = next;
    void core.init(next).then((active) => {
      const changed = change.changed.join(', ');
      if (!active) output.err(`sdk-demo: ${words(localize('cliSdkDemo.running.inactiveAfterChange', { changed, reason: core.reason ?? '' }))}`);
      else if (options.verbose) output.err(`sdk-demo: ${words(localize('cliSdkDemo.running.userConfigChanged', { changed, state: describeState(core) }))}`);
    });
  };
  return pollFileChanges(options.userFile, initial.userVersion, 500, onChange);
}
