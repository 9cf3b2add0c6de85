// The hostile inputs of issue 18 (faults 10 and 11) through the real dispatcher on a workspace:
// control characters in hosts, users, labels and variables (fleet ones too), one camera for two
// spellings of one IPv6 address, a port with a leading zero, a recording named after a Windows
// device, and variables named `__proto__`, `constructor` or `prototype`. Each is refused with
// `invalid_request` naming the field, and nothing of it reaches the workspace.
import { englishProblems } from '../../../support/englishProblems';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiContract } from '../../../../src/shared/api/contract';
import { temporaryFolder } from '../../workspace/workspaceFolder';
import { startStudio, type Studio } from '../studioOnWorkspace';

const controls = { VT: '\u000b', FF: '\u000c', ESC: '\u001b', NEL: '\u0085' };

/** A camera imported without credentials: kept in the workspace, never probed (its password is not known). */
async function studioWithCamera(): Promise<{ studio: Studio; folder: string; cameraId: string }> {
  const folder = await temporaryFolder();
  const studio = await startStudio(folder);
  const report = await studio.call('cameraLists.import', { fileName: 'site.csv', text: 'ADDRESS;ROOM\n127.0.0.1:9;1\n' });
  return { studio, folder, cameraId: report.added[0]!.cameraId! };
}

async function refusal(studio: Studio, method: Parameters<Studio['failure']>[0], input: unknown): Promise<string> {
  const error = await studio.failure(method, input);
  expect(error.code).toBe('invalid_request');
  return error.message;
}

describe('control characters in camera fields', () => {
  it('refuses a host with NUL and a user with a line break at cameras.add, and keeps nothing', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder);
    expect(await refusal(studio, 'cameras.add', { host: '127.0.0.1\u0000.evil', user: 'admin', password: 'x' })).toContain('host: host contains the control character U+0000 NUL at position 10');
    expect(await refusal(studio, 'cameras.add', { host: '127.0.0.1', user: 'admin\r\nX-Injected: 1', password: 'x' })).toContain('user: user contains the control character U+000D CR (line break) at position 6');
    expect(await refusal(studio, 'cameras.add', { host: '127.0.0.1', user: 'admin', password: 'pass\u001b[2J' })).toContain('password contains the control character U+001B ESC');
    expect((await studio.call('cameras.list', {})).cameras).toEqual([]);
  });

  it('refuses VT, FF, ESC and NEL in cameras.update, in its label, user and variables alike', async () => {
    const { studio, folder, cameraId } = await studioWithCamera();
    for (const [name, control] of Object.entries(controls)) {
      expect(await refusal(studio, 'cameras.update', { cameraId, label: `Door${control}` }), name).toContain(`label contains the control character U+00`);
      expect(await refusal(studio, 'cameras.update', { cameraId, user: `admin${control}` }), name).toContain('user contains the control character');
      expect(await refusal(studio, 'cameras.update', { cameraId, variables: { ROOM: `1${control}reboot` } }), name).toContain('contains the control character');
    }
    expect(await readFile(join(folder, 'cameras.json'), 'utf8')).not.toMatch(/\\u00(0b|0c|1b|85)/);
  });

  it('refuses VT, FF, ESC and NEL in fleet variables before any script is made', async () => {
    const { studio, cameraId } = await studioWithCamera();
    const edits = [{ section: 'audio', name: 'SPEAKERLEVEL', value: '{LEVEL}' }];
    for (const [name, control] of Object.entries(controls)) {
      const message = await refusal(studio, 'fleet.plan', { cameras: [{ cameraId, variables: { LEVEL: `40${control}` } }], edits });
      expect(message, name).toMatch(/cameras\.0\.variables\.LEVEL: value contains the control character U\+00/);
    }
    expect((await studio.call('fleet.plan', { cameras: [{ cameraId, variables: { LEVEL: '40\t' } }], edits })).scripts).toHaveLength(1);
  });
});

describe('variables named like what every object has', () => {
  it.each(['__proto__', 'constructor', 'prototype'])('refuses a variable named %s by name, in cameras.update and fleet.plan', async (name) => {
    const { studio, cameraId } = await studioWithCamera();
    const variables = JSON.parse(`{"${name}": "1"}`) as Record<string, string>;
    expect(await refusal(studio, 'cameras.update', { cameraId, variables })).toContain(`variable name '${name}' is a reserved name`);
    const edits = [{ section: 'audio', name: 'SPEAKERLEVEL', value: '40' }];
    expect(await refusal(studio, 'fleet.plan', { cameras: [{ cameraId, variables }], edits })).toContain(`variable name '${name}' is a reserved name`);
    expect((await studio.call('cameras.list', {})).cameras[0]!.variables).toEqual({ ROOM: '1' });
  });
});

describe('camera addresses', () => {
  it('keeps [::1] and [0:0:0:0:0:0:0:1] as one camera, ::1', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder);
    const first = await studio.call('cameraLists.import', { fileName: 'long.csv', text: 'ADDRESS;ROOM\n[0:0:0:0:0:0:0:1]:8081;1\n' });
    expect(first.added.map((camera) => camera.host)).toEqual(['::1']);
    const second = await studio.call('cameraLists.import', { fileName: 'short.csv', text: 'ADDRESS;ROOM\n[::1]:8081;2\n' });
    expect(second.added).toEqual([]);
    expect(second.existing).toEqual([{ line: 2, cameraId: first.added[0]!.cameraId, label: '::1:8081', changes: ['ROOM=2'] }]);
    expect((await studio.call('cameras.list', {})).cameras.map((camera) => camera.host)).toEqual(['::1']);
  });

  it('gives cameras.add and cameras.update the canonical host', () => {
    const added = apiContract.methods['cameras.add'].input.parse({ host: '[0:0:0:0:0:0:0:1]', user: 'admin', password: 'x' });
    expect(added.host).toBe('::1');
    expect(apiContract.methods['cameras.update'].input.parse({ cameraId: 'cam-1', host: 'Camera.Example.' }).host).toBe('camera.example');
  });

  it('refuses a port with a leading zero in a camera list, naming the line', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder);
    const report = await studio.call('cameraLists.preview', { fileName: 'site.csv', text: 'ADDRESS\n127.0.0.1:08\n127.0.0.1:8\n' });
    expect(englishProblems(report.problems)).toEqual([{ line: 2, message: "port '08' of 127.0.0.1 has a leading zero: write it without (a number from 1 to 65535, decimal)" }]);
    expect(report.added.map((camera) => camera.port)).toEqual([8]);
  });
});

describe('names that become files', () => {
  it.each(['con', 'CON', 'Con.backup', 'nul', 'com1', 'LPT9'])('refuses a recording named %s (a Windows device name)', async (name) => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder);
    expect(await refusal(studio, 'recording.start', { name, format: 'jsonl' })).toContain('reserved on Windows');
  });
});
