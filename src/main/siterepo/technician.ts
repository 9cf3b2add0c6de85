// Who commits: the technician set once (the studio's setting, the command line's --technician),
// else git's own user.name and user.email, as plain git would take them.
import { runGit } from './gitCommand';
import { checkTechnician, type Technician } from './commitMessage';
import { SiteRepositoryError } from './siteErrors';
import { localize } from '../../shared/i18n/text';

/** `Name <name@example.com>`, as git writes an author. */
export function parseTechnician(text: string): Technician {
  const match = /^\s*([^<>]+?)\s*<([^<>\s]+)>\s*$/.exec(text);
  if (!match) throw new SiteRepositoryError(localize('siteRepo.technician.badForm', { given: text.slice(0, 100) }), 'bad_input');
  return checkTechnician({ name: match[1]!, email: match[2]! });
}

export async function technicianFromGitConfig(folder: string): Promise<Technician> {
  const read = async (key: string): Promise<string> => (await runGit(['config', '--get', key], { cwd: folder })).stdout.trim();
  const name = await read('user.name');
  const email = await read('user.email');
  if (name === '' || email === '') throw new SiteRepositoryError(localize('siteRepo.technician.unknown'), 'bad_input');
  return checkTechnician({ name, email });
}

/**
 * Who commits what the site agent does: "camconfig agent on HOST", at that host, so `git log`
 * tells the agent's nightly work from a technician's. A host name with anything but letters,
 * digits, dots and dashes (a name is the machine owner's to choose) is reduced to those.
 */
export function agentTechnician(hostName: string): Technician {
  const host = hostName.replace(/[^A-Za-z0-9.-]/g, '').replace(/^[.-]+|[.-]+$/g, '').slice(0, 63) || 'localhost';
  return checkTechnician({ name: `camconfig agent on ${host}`, email: `camconfig-agent@${host}` });
}
