// Where `camconfig rc` gets the camera password: --password, then $CAMCONFIG_PASSWORD, then a
// prompt on the terminal that does not echo what is typed. Without a terminal it never waits.
import type { ReadStream } from 'node:tty';
import type { CliIo } from '../cliIo';
import { InterruptedError, UsageError } from '../../base/commandLine/usageError';
import { passwordEnvVariable } from '../../base/commandLine/secretVariables';
import { localize } from '../../../shared/i18n/text';

export async function obtainPassword(fromOption: string | undefined, io: CliIo, promptText: string): Promise<string> {
  if (fromOption !== undefined) return fromOption;
  const fromEnv = io.env[passwordEnvVariable];
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!io.isTTY) {
    throw new UsageError(localize('cliRc.error.noPassword', { variable: passwordEnvVariable }));
  }
  return promptHidden(io, promptText);
}

const enter = new Set(['\r', '\n']);
const backspace = new Set(['\u007f', '\b']);
const ctrlC = '\u0003';
const ctrlD = '\u0004';

/** Reads one line from the terminal in raw mode, echoing nothing. */
export function promptHidden(io: CliIo, promptText: string): Promise<string> {
  const stdin = io.stdin as ReadStream;
  const wasRaw = Boolean(stdin.isRaw);
  // Raw before the prompt shows: whatever is typed once it shows is never echoed.
  stdin.setRawMode?.(true);
  io.stderr.write(promptText);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise<string>((resolve, reject) => {
    let typed = '';
    const finish = (outcome: () => void): void => {
      stdin.off('data', onData);
      stdin.setRawMode?.(wasRaw);
      stdin.pause();
      io.stderr.write('\n');
      outcome();
    };
    const onData = (chunk: string): void => {
      for (const char of chunk) {
        if (enter.has(char) || char === ctrlD) return finish(() => resolve(typed));
        if (char === ctrlC) return finish(() => reject(new InterruptedError(localize('commandLine.interruptedAtPrompt'))));
        if (backspace.has(char)) typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}
