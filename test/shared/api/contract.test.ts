import { describe, expect, it } from 'vitest';
import { issueProblem } from '../../../src/shared/i18n/issueText';
import { englishText } from '../../../src/shared/i18n/renderText';
import { apiContract, eventNames, isMethodName, methodNames } from '../../../src/shared/api/contract';
import { apiErrorCodes } from '../../../src/shared/api/errors';


/** What an issue says, in English words (a message id of the catalog rendered, other words as they are). */
const englishProblem = (issue: Parameters<typeof issueProblem>[0]): string => englishText(issueProblem(issue));

describe('API contract schemas', () => {
  it('names every method group the studio offers and every event', () => {
    const groups = new Set(methodNames.map((name) => name.split('.')[0]));
    expect([...groups].sort()).toEqual(['agent', 'audit', 'baseline', 'busTemplates', 'cameraLists', 'cameras', 'config', 'distributor', 'fleet', 'history', 'operations', 'pendingEdits', 'recording', 'replay', 'report', 'simulator', 'site', 'siteHistory', 'sites', 'studio', 'sync', 'workspace']);
    expect([...eventNames].sort()).toEqual(['agent.statusChanged', 'baseline.checkProgress', 'bus.messages', 'busTemplates.state', 'camera.changed', 'camera.state', 'distributor.settings', 'distributor.state', 'distributor.statistics', 'fleet.applyProgress', 'operation.progress', 'recording.state', 'replay.state', 'simulator.state', 'site.discoverProgress', 'studio.siteChanged', 'sync.progress', 'workspace.status']);
    expect(isMethodName('config.apply')).toBe(true);
    expect(isMethodName('toString')).toBe(false);
    expect(isMethodName('__proto__')).toBe(false);
  });

  it('refuses unknown input fields, so a misspelt option is never silently ignored', () => {
    const result = apiContract.methods['config.apply'].input.safeParse({ cameraId: 'cam-1', changes: [{ section: 'audio', name: 'MICRO', value: '1' }], stor: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['stor'] });
  });

  it('checks parameter names and values with the camera rules (Latin-1, no line breaks, no "=")', () => {
    const change = (name: string, value: string) => apiContract.methods['config.apply'].input.safeParse({ cameraId: 'cam-1', changes: [{ section: 'audio', name, value }] });
    expect(change('SPEAKERLEVEL', 'Grüße').success).toBe(true);
    expect(change('SPEAKER=LEVEL', '1').error?.issues.map(englishProblem)[0]).toContain("contains '='");
    expect(change('MICRO', 'a\nb').error?.issues.map(englishProblem)[0]).toContain('line break');
    expect(change('MICRO', '€').error?.issues.map(englishProblem)[0]).toContain('ISO-8859-1');
    expect(apiContract.methods['config.apply'].input.safeParse({ cameraId: 'cam-1', changes: [] }).error?.issues.map(englishProblem)[0]).toBe('no parameter change given: give at least one');
  });

  it('checks message paths with the bus rules', () => {
    const send = apiContract.methods['distributor.send'].input;
    expect(send.safeParse({ path: 'messages.global.door', value: 'open' }).success).toBe(true);
    expect(send.safeParse({ path: 'messages.global.door/1', value: 'open' }).error?.issues[0]).toMatchObject({ path: ['path'] });
    expect(send.safeParse({ path: 'messages.global.door', value: 'a\nb' }).error?.issues[0]).toMatchObject({ path: ['value'] });
  });

  it('accepts a camera address but not a URL as host, and only ports 1-65535', () => {
    const add = apiContract.methods['cameras.add'].input;
    expect(add.safeParse({ host: '192.168.1.20', user: 'admin', password: 'x' }).success).toBe(true);
    expect(add.safeParse({ host: 'http://192.168.1.20/', user: 'admin', password: 'x' }).success).toBe(false);
    expect(add.safeParse({ host: 'cam', port: 70000, user: 'admin', password: 'x' }).error?.issues[0]?.path).toEqual(['port']);
    expect(add.safeParse({ host: 'cam', user: '', password: 'x' }).error?.issues.map(englishProblem)[0]).toBe('user is empty');
  });

  it('never lets a password through a camera summary', () => {
    const summary = { id: 'cam-1', label: 'x', host: 'h', port: 80, https: false, user: 'admin', simulated: false, state: 'online', stateDetail: null, firmware: null, factoryPassword: false, passwordKnown: true, persisted: false, group: null, variables: {} };
    const output = apiContract.methods['cameras.list'].output.parse({ cameras: [{ ...summary, password: 'secret' }] });
    expect(JSON.stringify(output)).not.toContain('secret');
  });

  it('has technician-facing error codes for every engine failure kind', () => {
    expect(apiErrorCodes).toEqual(expect.arrayContaining(['invalid_request', 'auth', 'camera_error', 'cut_off', 'unreachable', 'timeout', 'not_a_camera', 'internal', 'transport']));
  });

  it('cameras.update: every field but the camera optional, port null for the default, and a user Basic auth cannot carry refused', () => {
    const input = apiContract.methods['cameras.update'].input;
    expect(input.safeParse({ cameraId: 'cam-1' }).success).toBe(true);
    expect(input.safeParse({ cameraId: 'cam-1', port: null, password: 'x' }).success).toBe(true);
    expect(input.safeParse({ cameraId: 'cam-1', user: 'a:b' }).error?.issues.map(englishProblem)[0]).toBe('user must not contain ":" (Basic authentication cannot carry it)');
    expect(input.safeParse({ cameraId: 'cam-1', passwd: 'x' }).success).toBe(false);
  });

  it('workspace.unlock refuses an empty passphrase in words', () => {
    expect(apiContract.methods['workspace.unlock'].input.safeParse({ passphrase: '' }).error?.issues.map(englishProblem)[0]).toBe('the passphrase is empty');
  });
});
