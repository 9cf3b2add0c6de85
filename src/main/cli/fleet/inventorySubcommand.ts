// camconfig fleet inventory [--group G] [--parallel N] [--json | --csv]: every camera of the
// workspace (or of a group) asked for its firmware and reboot_needed, N at a time, then the
// Site view's rows (src/main/fleet/inventory/siteInventory.ts, the function the studio's
// site.inventory uses) as a table, one JSON document or CSV. The command has no message bus:
// `busPeer` is null in every row.
import { join } from 'node:path';
import { inventoryLimits, type InventoryRow, type SiteInventory } from '../../../shared/api/siteSchemas';
import { inventoryCsv } from '../../../shared/fleet/inventoryCsv';
import { optionValue, parseCommandLine, flag, type ParsedCommandLine } from '../../base/commandLine/parseCommandLine';
import { UsageError } from '../../base/commandLine/usageError';
import { AuditLog, countUnstoredEdits, opensWithFactoryLogin, readCameraStatus, refreshCameras, siteInventory, type InventoryCamera } from '../../fleet';
import { cameraStateAfterError, incompleteAnswerDetail } from '../../remoteconfig/cameraStateAfterError';
import type { RemoteConfigClient } from '../../remoteconfig/remoteConfigClient';
import { PendingEditsStore, type WorkspaceCamera } from '../../workspace';
import type { CliIo } from '../cliIo';
import { ExitCode, interruptedExitCode } from '../exitCodes';
import type { RcOutput } from '../rc/rcOutput';
import { inventoryOptions } from './fleetOptions';
import { openFleetWorkspace, type FleetWorkspace } from './fleetWorkspace';
import { terminalLanguage, type Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { localize, type MessageId, type Text } from '../../../shared/i18n/text';

export async function runInventorySubcommand(argv: string[], io: CliIo, output: RcOutput, signal: AbortSignal): Promise<number> {
  const language = terminalLanguage(io.env);
  const args = parseCommandLine(argv, inventoryOptions, 'camconfig fleet inventory');
  if (args.positionals.length > 0) throw new UsageError(localize('cliFleet.error.noArgumentsGroup', { subcommand: 'inventory', found: args.positionals.join(' ') }));
  if (flag(args, 'json') && flag(args, 'csv')) throw new UsageError(localize('cliFleet.inventory.error.jsonAndCsv'));
  const parallel = parallelOption(args);
  const fleet = await openFleetWorkspace(optionValue(args, 'workspace'), io, output);
  const chosen = chosenCameras(fleet, optionValue(args, 'group'));
  output.note(renderText(localize('cliFleet.inventory.asking', { count: chosen.length, parallel }), language));
  await fleet.audit.prepare();
  const cameras = chosen.map(unaskedCamera);
  const keptById = new Map(chosen.map((camera) => [camera.id, camera]));
  await refreshCameras(cameras, { parallel, signal }, (camera) => askCamera(fleet, keptById.get(camera.id)!, camera, signal));
  await fleet.audit.settled();
  const inventory = await siteInventory(cameras, {
    unstoredEdits: (ids) => countUnstoredEdits(new PendingEditsStore(fleet.folder, (problem) => output.warn(renderText(problem, terminalLanguage(io.env))), (id) => fleet.workspace.identityOf(id)), ids),
    backupsFolder: join(fleet.folder, 'backups'),
    audit: new AuditLog(fleet.folder),
    busPeers: [],
  });
  for (const problem of inventory.problems) output.warn(renderText(problem, language));
  print(inventory, args, output, io);
  return signal.aborted ? interruptedExitCode : ExitCode.ok;
}

function parallelOption(args: ParsedCommandLine): number {
  const text = optionValue(args, 'parallel');
  if (text === undefined) return inventoryLimits.defaultParallel;
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= 1 && value <= inventoryLimits.maxParallel)) throw new UsageError(localize('cliFleet.error.parallelGive', { found: text, min: '1', max: String(inventoryLimits.maxParallel) }));
  return value;
}

function chosenCameras(fleet: FleetWorkspace, group: string | undefined): WorkspaceCamera[] {
  if (group === undefined) return fleet.cameras;
  const members = fleet.cameras.filter((camera) => camera.group === group);
  if (members.length > 0) return members;
  const groups = [...new Set(fleet.cameras.flatMap((camera) => (camera.group ? [camera.group] : [])))];
  const where = { group, folder: fleet.folder, groups: groups.join(', ') };
  throw new UsageError(localize(groups.length > 0 ? 'cliFleet.error.groupWithoutCameras' : 'cliFleet.error.groupWithoutCamerasNoGroups', where));
}

function unaskedCamera(camera: WorkspaceCamera): InventoryCamera {
  return {
    id: camera.id,
    label: camera.label,
    group: camera.group,
    host: camera.host,
    port: camera.port,
    https: camera.https,
    state: 'unknown',
    stateDetail: localize('remoteConfig.state.notAskedInterrupted'),
    firmware: null,
    factoryPassword: false,
    factoryLogin: false,
    lastAnswerAt: null,
    roundTripMs: null,
    rebootNeeded: null,
  };
}

/**
 * Asks one camera and writes what it learned into `row`; a camera that cannot be asked says why in
 * its state. One that refuses its stored credentials (not the factory ones) is asked once more with
 * the factory ones, as the studio's refresh does (`factoryLogin`: probably reset).
 */
async function askCamera(fleet: FleetWorkspace, kept: WorkspaceCamera, row: InventoryCamera, signal: AbortSignal): Promise<void> {
  let client: RemoteConfigClient | null = null;
  try {
    client = fleet.clientFor(kept);
    row.factoryPassword = client.usesFactoryCredentials();
    const status = await readCameraStatus(client, signal);
    Object.assign(row, { state: 'online', stateDetail: null, firmware: status.firmware, rebootNeeded: status.rebootNeeded, roundTripMs: status.roundTripMs, lastAnswerAt: Date.now() });
  } catch (error) {
    const state = cameraStateAfterError(error);
    if (state === 'answered') Object.assign(row, { state: 'online', stateDetail: incompleteAnswerDetail(error), lastAnswerAt: Date.now() });
    else Object.assign(row, { state: state === 'unchanged' ? 'unknown' : state, stateDetail: errorAsText(error) });
    if (state === 'auth_failed' && client !== null && !client.usesFactoryCredentials() && !signal.aborted) {
      row.factoryLogin = await opensWithFactoryLogin({ ...client.camera, https: kept.https, trustStore: fleet.trustStore, timeoutMs: client.timeoutMs, signal });
    }
    throw error;
  }
}

function print(inventory: Omit<SiteInventory, 'refresh'>, args: ParsedCommandLine, output: RcOutput, io: CliIo): void {
  if (flag(args, 'csv')) {
    const csv = inventoryCsv(inventory.cameras, terminalLanguage(io.env));
    output.bytes(Buffer.from(csv, 'utf8'), () => csv);
    return;
  }
  output.result(table(inventory.cameras, terminalLanguage(io.env)), { cameras: inventory.cameras });
}

/** A column of the table: its heading and its cell of a row, as texts (data as given). */
const columns: Array<[MessageId, (row: InventoryRow, language: Language) => Text | string]> = [
  ['cliFleet.inventory.column.id', (row) => row.id],
  ['cliFleet.inventory.column.label', (row) => row.label],
  ['cliFleet.inventory.column.group', (row) => row.group ?? '-'],
  ['cliFleet.inventory.column.address', (row) => `${row.host}:${row.port}`],
  ['cliFleet.inventory.column.state', (row) => localize(`cliFleet.inventory.state.${row.state}`)],
  ['cliFleet.inventory.column.firmware', (row) => row.firmware ?? '-'],
  ['cliFleet.inventory.column.roundTrip', (row) => (row.roundTripMs === null ? '-' : localize('cliFleet.inventory.milliseconds', { ms: row.roundTripMs }))],
  ['cliFleet.inventory.column.factoryPassword', (row) => localize(row.factoryLogin ? 'cliFleet.inventory.factoryLoginYes' : row.factoryPassword ? 'cliFleet.inventory.factoryPasswordYes' : 'cliFleet.inventory.no')],
  ['cliFleet.inventory.column.reboot', (row) => (row.rebootNeeded === null ? '?' : row.rebootNeeded.length === 0 ? localize('cliFleet.inventory.no') : row.rebootNeeded.join(','))],
  ['cliFleet.inventory.column.edits', (row) => String(row.unstoredEdits)],
  ['cliFleet.inventory.column.lastBackup', (row) => row.lastBackup?.file ?? localize('cliFleet.inventory.noBackup')],
  ['cliFleet.inventory.column.lastChange', (row, language) => (row.lastChange ? `${row.lastChange.at.slice(0, 16).replace('T', ' ')} ${renderText(row.lastChange.operation, language)}` : '-')],
  ['cliFleet.inventory.column.sign', (row) => localize(`cliFleet.inventory.sign.${row.overall}`)],
];

/** A plain table, columns padded to their widest cell; under it, each row's reasons that are not ok. */
function table(rows: readonly InventoryRow[], language: Language): string[] {
  if (rows.length === 0) return [renderText(localize('cliFleet.inventory.noCameras'), language)];
  const words = (cell: Text | string): string => (typeof cell === 'string' ? cell : renderText(cell, language));
  const cells = [columns.map(([title]) => words(localize(title))), ...rows.map((row) => columns.map(([, cell]) => words(cell(row, language))))];
  const widths = columns.map((_, index) => Math.max(...cells.map((line) => line[index]!.length)));
  const lines = cells.map((line) => line.map((cell, index) => cell.padEnd(widths[index]!)).join('  ').trimEnd());
  const reasons = rows.filter((row) => row.reasons.length > 0).map((row) => `${row.id}: ${row.reasons.map((reason) => renderText(reason, language)).join('; ')}`);
  return reasons.length > 0 ? [...lines, '', ...reasons] : lines;
}
