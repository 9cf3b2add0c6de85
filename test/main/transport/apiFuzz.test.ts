// Every method of the API contract fed the bad inputs of the hostile probe (issue 18), through
// the real dispatcher on real services with a workspace and a simulated camera on 127.0.0.1:
// wrong types, oversized texts and lists, odd ids, control characters, prototype-pollution
// keys and extra fields. A bad input is `invalid_request`, a well-formed id of nothing
// `not_found`; never `internal`, never a crash, no file outside the workspace, no polluted
// prototype. The inputs are an enumerated table (no randomness): each method's good input
// below, and every mutation `mutationsOf` derives from it, in order.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSystemConfig } from '../../../src/main/distributor/config/parseConfig';
import type { StudioServices } from '../../../src/main/services/studioServices';
import { ApiDispatcher } from '../../../src/main/transport/apiDispatcher';
import { openWorkspace } from '../../../src/main/workspace';
import type { SimulatedCamera } from '../../../src/main/simulator/camera';
import { apiContract, methodNames, type MethodName } from '../../../src/shared/api/contract';
import type { ApiErrorCode } from '../../../src/shared/api/errors';
import { createTestStudioServices, newSimulatedCamera } from '../../support/simulatedCameras';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A file or folder name no studio code would choose: it must appear nowhere after the run. */
const escapeMarker = `fuzz-escape-${process.pid}`;
const cameraId = 'cam-1';
const snapshotId = '0123456789abcdef';
const edit = { section: 'audio', name: 'SPEAKERLEVEL', value: '40' };
const filter = { camera: 'Door', operation: 'apply', text: 'audio', from: '2025-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' };

/** A good input of every method: the base each mutation changes one thing of. */
function goodInputs(cameraPort: number): Record<MethodName, { [key: string]: Json }> {
  return {
    'studio.info': {},
    'cameras.list': {},
    'cameras.add': { host: '127.0.0.1', port: cameraPort, https: false, user: 'admin', password: 'meinsm', label: 'Fuzz' },
    'cameras.update': { cameraId, host: '127.0.0.1', port: cameraPort, https: false, user: 'admin', password: 'meinsm', label: 'Door', group: 'Hall', variables: { ROOM: '1' } },
    'cameras.remove': { cameraId },
    'cameras.probe': { cameraId },
    'cameraLists.preview': { fileName: 'site.csv', text: 'ADDRESS;ROOM\n127.0.0.1:9;1\n', user: 'admin', password: 'meinsm' },
    'cameraLists.import': { fileName: 'site.csv', text: 'ADDRESS;ROOM\n127.0.0.1:9;1\n', user: 'admin', password: 'meinsm' },
    'cameraLists.exportCsv': { group: 'Hall' },
    'workspace.status': {},
    'workspace.unlock': { passphrase: 'workspace phrase' },
    'config.readSections': { cameraId, sections: ['audio'] },
    'config.readFile': { cameraId },
    'config.apply': { cameraId, operationId: 'op-1', changes: [edit], store: true, update: false, reboot: false },
    'config.store': { cameraId, operationId: 'op-1' },
    'config.update': { cameraId, operationId: 'op-1' },
    'config.restoreFromFlash': { cameraId, operationId: 'op-1' },
    'config.restoreBackup': { cameraId, operationId: 'op-1', text: '#:MX-V5.0\nSECTION audio\nSPEAKERLEVEL=40\nENDSECTION audio\n', force: false, reboot: false },
    'config.reboot': { cameraId, operationId: 'op-1', wait: false },
    'config.rebootNeeded': { cameraId },
    'config.profile': { cameraId },
    'config.activateProfile': { cameraId, operationId: 'op-1', profile: 'day' },
    'config.runScript': { cameraId, operationId: 'op-1', script: 'helo\nview section audio\nquit\n' },
    'pendingEdits.load': { cameraId },
    'pendingEdits.save': { cameraId, edits: [edit] },
    'distributor.state': {},
    'distributor.init': { config: { broadcast: { iface: 'lo', port: 19300, passphrase: 'bus phrase', poll_freq: 10, resend: 3, max_time_offset: 5 } }, keepPassphrase: false },
    'distributor.send': { path: 'messages.global.door', value: 'open' },
    'distributor.statistics': {},
    'distributor.settings': {},
    'busTemplates.list': {},
    'busTemplates.save': { template: { name: 'Door', path: 'messages.global.door', value: 'open' } },
    'busTemplates.remove': { name: 'Door' },
    'recording.start': { name: 'hall', format: 'jsonl', filter: { text: 'door', mode: 'substring', caseSensitive: false, peer: '' }, maxBytes: 1_000_000 },
    'recording.stop': { recordingId: 'rec-1' },
    'recording.list': {},
    'recording.files': {},
    'recording.importChosen': {},
    'recording.open': { name: 'hall' },
    'replay.start': { name: 'hall', speed: 1 },
    'replay.stop': { replayId: 'replay-1' },
    'replay.list': {},
    'operations.cancel': { operationId: 'op-1' },
    'simulator.list': {},
    'simulator.setCamera': { cameraId, faults: { latencyMs: 0, reportedValues: { 'audio/SPEAKERLEVEL': '40' } } },
    'simulator.setBusPeer': { peerId: 'bus-1', running: true },
    'fleet.readGrid': { cameraIds: [cameraId], sections: ['audio'] },
    'fleet.plan': { cameras: [{ cameraId, variables: { ROOM: '1' } }], edits: [edit], store: true, update: false, reboot: false },
    'fleet.apply': { cameras: [{ cameraId, variables: { ROOM: '1' } }], edits: [edit], store: true, operationId: 'op-2', parallel: 1 },
    'fleet.backup': { operationId: 'op-3', cameraIds: [cameraId], parallel: 1 },
    'history.list': { cameraId },
    'history.compare': { left: { cameraId, snapshotId }, right: { cameraId, snapshotId }, section: 'audio' },
    'history.restore': { cameraId, snapshotId, operationId: 'op-4', force: false },
    'audit.query': { filter, limit: 10 },
    'audit.exportCsv': { filter },
    'siteHistory.log': { cameraId: 'cam-1', limit: 10 },
    'site.inventory': { group: 'Hall', refresh: true, parallel: 1, operationId: 'op-5' },
    'site.discover': { operationId: 'op-6', range: '127.0.0.1', ports: [cameraPort], https: false, user: 'admin', password: 'meinsm', timeoutSeconds: 2, parallel: 4 },
    'site.addDiscovered': { scanId: snapshotId, cameras: [{ address: '127.0.0.1', port: cameraPort }], group: 'Hall' },
    'site.heardOnBus': {},
    'sites.recent': {},
    'sites.clone': { url: 'git://127.0.0.1:9/lager.git', folder: join(tmpdir(), `${escapeMarker}-clone`), operationId: 'op-sites-1' },
    'sites.fromWorkspace': { name: 'Lager', customer: 'Acme', address: 'Hafenstraße 1', timeZone: 'Europe/Berlin', reportLanguage: 'de', passphrase: 'site phrase' },
    'sites.open': { folder: join(tmpdir(), `${escapeMarker}-open`), passphrase: 'site phrase' },
    'sites.chooseFolder': { kind: 'existing', language: 'de' },
    'sync.status': {},
    'sync.fetch': { operationId: 'op-sync-0' },
    'sync.pull': { operationId: 'op-sync-1' },
    'sync.push': { operationId: 'op-sync-2' },
    'sync.conflicts': {},
    'sync.resolve': { head: 'a'.repeat(40), upstream: 'b'.repeat(40), choices: { 'cameras/0123456789abcdef0123456789abcdef.json': { label: 'theirs' } } },
    'report.save': { site: 'Hall', technician: 'Tech', cameraIds: [cameraId], since: '2025-01-01T00:00:00Z', formats: ['html'] },
    'report.saveCopy': { downloadId: 'x'.repeat(22) },
    'agent.status': {},
    'agent.settings.read': {},
    'agent.settings.save': { text: '{}', webhookKey: 'key', emailPassword: 'password' },
    'agent.testAlert': { channel: 'webhook' },
    'baseline.list': {},
    'baseline.get': { name: 'Site', version: 1 },
    'baseline.save': { name: 'Site', text: 'SECTION audio\nSPEAKERLEVEL=40\nENDSECTION audio\n', groups: ['Hall'], basedOnVersion: 1 },
    'baseline.remove': { name: 'Site' },
    'baseline.draft': { cameraId, snapshotId },
    'baseline.check': { baseline: 'Site', cameraIds: [cameraId], group: 'Hall', operationId: 'op-7', parallel: 1 },
    'baseline.runs': { baseline: 'Site' },
    'baseline.run': { runId: 'run-1' },
    'baseline.planFix': { runId: 'run-1', cameraIds: [cameraId], store: true, update: false, reboot: false },
    'baseline.fix': { runId: 'run-1', cameraIds: [cameraId], store: true, update: false, reboot: false, operationId: 'op-8', parallel: 1 },
  };
}

interface Mutation {
  what: string;
  input: unknown;
  expected: ApiErrorCode | 'ok';
}

const oversizedText = 'x'.repeat(5 * 1024 * 1024 + 1);
const controlCharacters: Record<string, string> = { NUL: '\u0000', VT: '\u000b', FF: '\u000c', ESC: '\u001b', DEL: '\u007f', NEL: '\u0085', CSI: '\u009b', 'line break': '\n' };

/**
 * The ids the probe tried, and what each gets in a field of that kind: a camera id follows the
 * one id rule (cameraIdSchema.ts: letters, digits, '_', '-', no Windows device name), so a path,
 * `__proto__`, `CON` or nothing is refused and any other name of no camera is not found; a snapshot id is 16 hex digits; a session id (recording, replay, bus
 * peer) is an opaque text, so every well-formed one names nothing.
 */
const oddIds: Array<{ id: string; camera: ApiErrorCode; session: ApiErrorCode }> = [
  { id: 'cam-999', camera: 'not_found', session: 'not_found' },
  { id: 'CON', camera: 'invalid_request', session: 'not_found' },
  { id: '__proto__', camera: 'invalid_request', session: 'not_found' },
  { id: '../x', camera: 'invalid_request', session: 'not_found' },
  { id: `../../${escapeMarker}`, camera: 'invalid_request', session: 'not_found' },
  { id: '', camera: 'invalid_request', session: 'invalid_request' },
];

const cameraIdFields = new Set(['cameraId', 'cameraIds[]']);

/** Removing what is not there answers `removed: false` (docs/api.md): the one well-formed id that is no error. */
const idempotentMethods = new Set<MethodName>(['cameras.remove']);
const sessionIdFields = new Set(['recordingId', 'replayId', 'peerId']);

/** Fields a text of which every control character and line break is refused, except the few that hold lines. */
const multiLineFields = new Set(['text', 'script']);

/** A camera list's content: a control character costs its line, reported in the answer (docs/fleet.md), not the call. */
const fileContentMethods = new Set<MethodName>(['cameraLists.preview', 'cameraLists.import']);

function lastKey(path: string[]): string {
  return path[path.length - 1] ?? '';
}

function withValue(base: Json, path: string[], value: Json): Json {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(base)) return base.map((item, index) => (String(index) === head.replace('[]', '0') ? withValue(item, rest, value) : item));
  const object = base as { [key: string]: Json };
  return { ...object, [head]: withValue(object[head]!, rest, value) };
}

/** Every leaf and container of `value` with its path (`['cameras', '0', 'cameraId']`). */
function pathsOf(value: Json, path: string[] = []): Array<{ path: string[]; value: Json }> {
  const here = path.length > 0 ? [{ path, value }] : [];
  if (Array.isArray(value)) return [...here, ...(value.length > 0 ? pathsOf(value[0]!, [...path, '0']) : [])];
  if (value !== null && typeof value === 'object') return [...here, ...Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...path, key]))];
  return here;
}

function fieldName(path: string[]): string {
  const key = lastKey(path);
  return key === '0' ? `${path[path.length - 2]}[]` : key;
}

function mutationsOfField(method: MethodName, base: Json, path: string[], value: Json): Mutation[] {
  const name = fieldName(path);
  const at = path.join('.');
  const mutations: Mutation[] = [{ what: `${at}: wrong type`, input: withValue(base, path, typeof value === 'string' ? 7 : 'seven'), expected: 'invalid_request' }];
  if (Array.isArray(value)) mutations.push({ what: `${at}: 10001 items`, input: withValue(base, path, new Array<Json>(10_001).fill(value[0] ?? 'x')), expected: 'invalid_request' });
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    mutations.push({ what: `${at}: extra field`, input: withValue(base, path, { ...value, extra: 1 }), expected: 'invalid_request' });
  }
  if (typeof value !== 'string') return mutations;
  mutations.push({ what: `${at}: oversized`, input: withValue(base, path, oversizedText), expected: 'invalid_request' });
  for (const [character, control] of Object.entries(controlCharacters)) {
    if (character === 'line break' && multiLineFields.has(name)) continue;
    const reportedLine = fileContentMethods.has(method) && name === 'text';
    mutations.push({ what: `${at}: ${character}`, input: withValue(base, path, `${value}${control}`), expected: reportedLine ? 'ok' : 'invalid_request' });
  }
  const idKind = cameraIdFields.has(name) ? 'camera' : sessionIdFields.has(name) ? 'session' : name === 'snapshotId' ? 'snapshot' : null;
  if (idKind === null) return mutations;
  for (const odd of oddIds) {
    const named = idKind === 'snapshot' ? 'invalid_request' : odd[idKind];
    const expected = named === 'not_found' && idempotentMethods.has(method) ? 'ok' : named;
    mutations.push({ what: `${at}: id ${JSON.stringify(odd.id)}`, input: withValue(base, path, odd.id), expected });
  }
  return mutations;
}

/** Every bad input of a method, derived from its good one, in a fixed order. */
function mutationsOf(method: MethodName, base: { [key: string]: Json }): Mutation[] {
  const wholeInputs: Mutation[] = [null, [], 'text', 42, true].map((input) => ({ what: `input ${JSON.stringify(input)}`, input, expected: 'invalid_request' as const }));
  const body = JSON.stringify(base).slice(1, -1);
  const separator = body === '' ? '' : ',';
  const pollution: Mutation[] = [
    { what: 'extra field', input: { ...base, extra: 1 }, expected: 'invalid_request' },
    // As a page would send them: JSON.parse makes `__proto__` an own key, as the transports do.
    { what: '__proto__ key', input: JSON.parse(`{"__proto__":{"polluted":true}${separator}${body}}`), expected: 'invalid_request' },
    { what: 'constructor key', input: JSON.parse(`{"constructor":{"prototype":{"polluted":true}}${separator}${body}}`), expected: 'invalid_request' },
  ];
  return [...wholeInputs, ...pollution, ...pathsOf(base).flatMap(({ path, value }) => mutationsOfField(method, base, path, value))];
}

/** Record fields whose keys are names the caller picks: a reserved key is refused there too. */
function reservedKeyMutations(base: { [key: string]: Json }): Mutation[] {
  return pathsOf(base)
    .filter(({ path }) => ['variables', 'reportedValues'].includes(lastKey(path)))
    .flatMap(({ path }) =>
      ['__proto__', 'constructor', 'prototype'].map((key) => ({
        what: `${path.join('.')}: variable named ${key}`,
        input: withValue(base, path, JSON.parse(`{"${key}":"1"}`) as Json),
        expected: 'invalid_request' as const,
      })),
    );
}

let root: string;
let workspaceFolder: string;
let services: StudioServices;
let dispatcher: ApiDispatcher;
let camera: SimulatedCamera;
let inputs: Record<MethodName, { [key: string]: Json }>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'camconfig-fuzz-'));
  workspaceFolder = join(root, 'workspace');
  camera = newSimulatedCamera();
  const { port } = await camera.start(0);
  services = await createTestStudioServices({
    demo: false,
    mode: 'web',
    workspace: await openWorkspace(workspaceFolder, { kind: 'none' }),
    distributorSystemConfig: parseSystemConfig({ broadcast: { interfaces: ['lo'] } }, 'fuzz test'),
    recordingsDir: join(workspaceFolder, 'recordings'),
  });
  dispatcher = new ApiDispatcher(services);
  inputs = goodInputs(port);
  const added = (await dispatcher.handle('cameras.add', inputs['cameras.add'])) as { cameraId: string };
  expect(added.cameraId).toBe(cameraId);
});

afterAll(async () => {
  await services?.close();
  await camera?.stop();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('every method of the contract, fed the probe of issue 18', () => {
  it('has a good input for every method, and each passes the contract', () => {
    expect(Object.keys(inputs).sort()).toEqual([...methodNames].sort());
    for (const method of methodNames) expect(apiContract.methods[method].input.safeParse(inputs[method]).success, method).toBe(true);
  });

  it.each(methodNames.map((method) => [method]))('%s answers each bad input with its code, never internal', async (method) => {
    const mutations = [...mutationsOf(method, inputs[method]), ...reservedKeyMutations(inputs[method])];
    const wrong: string[] = [];
    for (const mutation of mutations) {
      const answer = await dispatcher.call(method, mutation.input);
      const code = answer.ok ? 'ok' : answer.error.code;
      if (code !== mutation.expected) wrong.push(`${mutation.what}: ${code} (expected ${mutation.expected})${answer.ok ? '' : `: ${answer.error.message.slice(0, 200)}`}`);
    }
    expect(wrong.join('\n')).toBe('');
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('wrote nothing outside the workspace, and no file for an id that names no camera', async () => {
    expect(await readdir(root)).toEqual(['workspace']);
    expect(await readdir(tmpdir())).not.toContain(escapeMarker);
    const inWorkspace = await readdir(workspaceFolder, { recursive: true });
    expect(inWorkspace.filter((path) => path.includes(escapeMarker) || /(^|[/\\])(cam-999|CON|__proto__|x)(\.|$)/.test(path))).toEqual([]);
  });
});
