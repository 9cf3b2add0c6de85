// The interactive dialogue of sdk-demo (spec 4.3), without any I/O: it is fed input lines and
// says what to print. Path prompt, then value prompt; the pair is sent. '?' at either prompt
// prints the statistics record, '!' ends the program.
import { validateMessagePath } from '../../../shared/distributor/messagePath';
import type { PutPublication } from '../../../shared/distributor/statistics';
import { errorAsText, givenWords } from '../../../shared/i18n/errorWords';
import { localize, type Text } from '../../../shared/i18n/text';

export type PromptKind = 'path' | 'value';

export interface DialoguePorts {
  /** Queues the message; throws with a message for the user when it cannot. */
  send(path: string, value: string): void;
  statistics(): PutPublication;
  /** A line of the dialogue's output (stdout). */
  print(line: string): void;
  /** A line about a refused input (stderr). */
  complain(problem: Text): void;
}

export const promptTexts: Record<PromptKind, string> = { path: 'path: ', value: 'value: ' };

/** How `?` prints the statistics record: pretty JSON, one object with the key put_publication. */
export function formatStatistics(record: PutPublication): string {
  return JSON.stringify({ put_publication: record }, null, 2);
}

export class SdkDialogue {
  private pendingPath: string | null = null;
  private ended = false;

  constructor(private readonly ports: DialoguePorts) {}

  get expecting(): PromptKind {
    return this.pendingPath === null ? 'path' : 'value';
  }

  get hasEnded(): boolean {
    return this.ended;
  }

  /** Handles one input line; returns false once the dialogue has ended ('!'). */
  handle(rawLine: string): boolean {
    if (this.ended) return false;
    const line = rawLine.replace(/\r$/, '');
    const command = line.trim();
    if (command === '!') {
      this.ended = true;
      return false;
    }
    if (command === '?') {
      for (const text of formatStatistics(this.ports.statistics()).split('\n')) this.ports.print(text);
      return true;
    }
    if (this.pendingPath === null) this.takePath(command);
    else this.takeValue(this.pendingPath, line);
    return true;
  }

  private takePath(path: string): void {
    if (path === '') return; // an empty line just shows the prompt again
    const problem = validateMessagePath(path);
    if (problem) this.ports.complain(givenWords(problem));
    else this.pendingPath = path;
  }

  private takeValue(path: string, value: string): void {
    this.pendingPath = null;
    try {
      this.ports.send(path, value);
    } catch (error) {
      this.ports.complain(localize('cliSdkDemo.running.notSent', { problem: errorAsText(error) }));
      return;
    }
    this.ports.print(`path=${path}`);
    this.ports.print(`value=${value}`);
  }
}
