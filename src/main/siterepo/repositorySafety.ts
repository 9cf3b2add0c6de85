// What a repository made elsewhere could make git run, found before git runs anything for it.
// The settings hardenedConfig overrides on the command line need no check; the ones below cannot
// be overridden without losing the technician's own (a credential helper, a merge driver), so a
// repository whose own configuration sets them is refused, naming the setting. `.gitattributes`
// may name a filter or merge driver of the technician's global configuration (git-lfs): a
// site needs neither, so a tree that names one is refused too.
import { git, type GitRunOptions } from './gitCommand';
import { localize, type Text } from '../../shared/i18n/text';

/** Settings of a repository's own config that run a program or steer git out of the folder. */
const refusedSettings: ReadonlyArray<{ pattern: RegExp; why: Text }> = [
  { pattern: /^credential\.(.+\.)?helper$/, why: localize('siteRepo.setting.credentialHelper') },
  { pattern: /^filter\..+\.(clean|smudge|process)$/, why: localize('siteRepo.setting.filter') },
  { pattern: /^diff\..+\.(textconv|command)$/, why: localize('siteRepo.setting.diff') },
  { pattern: /^merge\..+\.driver$/, why: localize('siteRepo.setting.merge') },
  { pattern: /^remote\..+\.(uploadpack|receivepack|vcs)$/, why: localize('siteRepo.setting.remoteProgram') },
  { pattern: /^core\.(gitproxy|askpass|alternaterefscommand|worktree)$/, why: localize('siteRepo.setting.core') },
  { pattern: /^gpg\.(.+\.)?program$/, why: localize('siteRepo.setting.signing') },
];

export interface RefusedSetting {
  key: string;
  why: Text;
}

/** Parses `git config --list --show-scope -z` (`scope\0key\nvalue\0` each). */
export function repositorySettings(output: string): Array<{ scope: string; key: string }> {
  const parts = output.split('\0');
  const settings: Array<{ scope: string; key: string }> = [];
  for (let index = 0; index + 1 < parts.length; index += 2) {
    const entry = parts[index + 1]!;
    const newline = entry.indexOf('\n');
    settings.push({ scope: parts[index]!, key: (newline < 0 ? entry : entry.slice(0, newline)).toLowerCase() });
  }
  return settings;
}

/** The repository's own settings (its config and what that includes) that would run a program. */
export async function refusedRepositorySettings(options: GitRunOptions): Promise<RefusedSetting[]> {
  const output = await git(['config', '--list', '--show-scope', '-z'], options);
  const refused: RefusedSetting[] = [];
  for (const { scope, key } of repositorySettings(output)) {
    if (scope !== 'local' && scope !== 'worktree') continue;
    const rule = refusedSettings.find(({ pattern }) => pattern.test(key));
    if (rule) refused.push({ key, why: rule.why });
  }
  return refused;
}

const builtInMergeDrivers = new Set(['union', 'text', 'binary']);

/** The attributes of one `.gitattributes` text that would hand a file to a program: `filter=x`, `merge=x` but the built-in ones. */
export function attributeProblems(text: string, file: string): Text[] {
  const problems: Text[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    for (const attribute of trimmed.split(/\s+/).slice(1)) {
      const [name, value] = attribute.split('=', 2) as [string, string | undefined];
      if (name === 'filter' && value !== undefined) problems.push(localize('siteRepo.attribute.filter', { file, line: String(index + 1), value }));
      if (name === 'merge' && value !== undefined && !builtInMergeDrivers.has(value)) problems.push(localize('siteRepo.attribute.merge', { file, line: String(index + 1), value }));
    }
  });
  return problems;
}

const maxAttributesBytes = 256 * 1024;

/** The problems of every `.gitattributes` in `tree` (a commit or tree id), read from git's objects, never checked out. */
export async function treeAttributeProblems(tree: string, options: GitRunOptions): Promise<Text[]> {
  const listing = await git(['ls-tree', '-r', '-z', '--full-tree', tree], options);
  const problems: Text[] = [];
  for (const entry of listing.split('\0')) {
    const tab = entry.indexOf('\t');
    if (tab < 0) continue;
    const path = entry.slice(tab + 1);
    if (path !== '.gitattributes' && !path.endsWith('/.gitattributes')) continue;
    const [, type, object] = entry.slice(0, tab).split(' ');
    if (type !== 'blob' || !object) continue;
    const text = await git(['cat-file', 'blob', object], { ...options, maxOutputBytes: maxAttributesBytes });
    problems.push(...attributeProblems(text, path));
  }
  return problems;
}
