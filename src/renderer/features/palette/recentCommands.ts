// The commands run last, most recent first, kept over a reload (localStorage) so the palette
// offers them first. Only ids are kept: the names follow the studio's language.

export const recentCommandsKey = 'camconfig.recentCommands';
const maxRecent = 8;
const maxIdLength = 200;

export interface RecentStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readRecentCommands(storage: RecentStorage | null): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(recentCommandsKey) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= maxIdLength).slice(0, maxRecent);
  } catch {
    return []; // unreadable or disabled storage: nothing recent
  }
}

/** The list with `id` first, bounded; remembered when the storage takes it. */
export function rememberRecentCommand(storage: RecentStorage | null, recent: readonly string[], id: string): string[] {
  const next = [id, ...recent.filter((known) => known !== id)].slice(0, maxRecent);
  try {
    storage?.setItem(recentCommandsKey, JSON.stringify(next));
  } catch {
    // storage disabled or full: the list lasts until the page closes
  }
  return next;
}
