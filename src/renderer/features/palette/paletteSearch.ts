// What the palette lists for a query: without one, the recently used commands first (most
// recent first), then the rest in their groups' order; with one, the fuzzy matches of the shown
// names, best first, a recently used one ahead of an equal match. Either way the commands that
// can run now come before those that cannot (which stay listed, with their reason).
import { fuzzyMatch } from './fuzzyMatch';
import type { PaletteCommand } from './paletteCommands';

export interface ListedCommand {
  command: PaletteCommand;
  /** Matched letters of the title, for highlighting. */
  positions: number[];
  recent: boolean;
}

/** Enough to find any command by a few letters, few enough to draw at once with hundreds of cameras. */
export const maxListed = 200;
const recentBonus = 3;

export function listCommands(commands: readonly PaletteCommand[], query: string, recent: readonly string[]): ListedCommand[] {
  const recency = new Map(recent.map((id, index) => [id, index]));
  const scored = commands.flatMap((command, order) => {
    const match = fuzzyMatch(query, command.title);
    if (!match) return [];
    const rank = recency.get(command.id);
    const blocked = command.unavailable === null ? 0 : 1;
    return [{ command, positions: match.positions, recent: rank !== undefined, blocked, score: match.score + (rank === undefined ? 0 : recentBonus), rank: rank ?? Infinity, order }];
  });
  const empty = query.trim() === '';
  scored.sort((a, b) => a.blocked - b.blocked || (empty ? a.rank - b.rank || a.order - b.order : b.score - a.score || a.rank - b.rank || a.order - b.order));
  return scored.slice(0, maxListed).map(({ command, positions, recent: isRecent }) => ({ command, positions, recent: isRecent }));
}
