// What went wrong with a camera store, in words for the technician: the problems found while
// opening it, and those noted later (a write that failed in the background, a file moved aside),
// each told to whoever listens. Both camera stores keep theirs with it.
import type { Text } from '../../shared/i18n/text';

export class NoticedProblems {
  private readonly listeners = new Set<() => void>();

  constructor(readonly list: Text[]) {}

  note(problem: Text): void {
    this.list.push(problem);
    for (const listener of this.listeners) listener();
  }

  /** Told when a problem is noted after opening; returns the function that stops telling. */
  onNoted(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
