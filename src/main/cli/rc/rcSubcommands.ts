// Every subcommand of `camconfig rc`, in the order the usage text lists them.
import { backupSubcommand, restoreBackupSubcommand } from './backupSubcommands';
import { getSubcommand, helpSubcommand, profileSubcommand, rebootNeededSubcommand, viewSubcommand } from './readSubcommands';
import { deleteSubcommand, rebootSubcommand, resetSubcommand, restoreSubcommand } from './resetSubcommands';
import type { RcSubcommand } from './rcSubcommand';
import { scriptSubcommand } from './scriptSubcommand';
import { activateProfileSubcommand, appendSubcommand, setSubcommand, storeSubcommand, updateSubcommand } from './writeSubcommands';

export const rcSubcommands: readonly RcSubcommand[] = [
  viewSubcommand,
  getSubcommand,
  setSubcommand,
  storeSubcommand,
  updateSubcommand,
  restoreSubcommand,
  resetSubcommand,
  deleteSubcommand,
  appendSubcommand,
  profileSubcommand,
  activateProfileSubcommand,
  rebootNeededSubcommand,
  rebootSubcommand,
  backupSubcommand,
  restoreBackupSubcommand,
  scriptSubcommand,
  helpSubcommand,
];

export function findSubcommand(name: string): RcSubcommand | undefined {
  return rcSubcommands.find((subcommand) => subcommand.name === name);
}
