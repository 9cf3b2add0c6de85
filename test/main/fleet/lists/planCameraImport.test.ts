import { englishText } from '../../../../src/shared/i18n/renderText';
import { describe, expect, it } from 'vitest';
import { planCameraImport, type KnownCamera } from '../../../../src/main/fleet/lists/planCameraImport';
import { parseCameraList } from '../../../../src/shared/fleet/lists/parseCameraList';

const credentials = { user: 'service', password: 'list-Pass' };
const known: KnownCamera[] = [{ id: 'cam-4', host: '10.0.0.1', port: 80, label: 'Tor', group: 'A', variables: { SIP: '1', ROOM: 'Hof' }, hasPassword: true }];

describe('planCameraImport', () => {
  it('adds new cameras with the import credentials where the list gives none, and its own where it does', () => {
    const csv = planCameraImport(parseCameraList('a.csv', 'IP;SIP\n10.0.0.2:8080;7\n10.0.0.3;\n'), [], credentials, 10);
    expect(csv.added).toEqual([
      { line: 2, host: '10.0.0.2', port: 8080, label: '10.0.0.2:8080', user: 'service', password: 'list-Pass', group: null, variables: { SIP: '7' } },
      { line: 3, host: '10.0.0.3', port: 80, label: '10.0.0.3:80', user: 'service', password: 'list-Pass', group: null, variables: {} },
    ]);
    const mxu = planCameraImport(parseCameraList('a.mxu', '#EXTMXU\nCam\t10.0.0.2\tadmin\town-Pass\nBare\t10.0.0.3\n'), [], credentials, 10);
    expect(mxu.added.map(({ user, password }) => ({ user, password }))).toEqual([
      { user: 'admin', password: 'own-Pass' },
      { user: 'service', password: 'list-Pass' },
    ]);
  });

  it('a camera already there without a password takes the credentials a later import brings, reported but never shown', () => {
    const withoutPassword = [{ ...known[0]!, hasPassword: false }];
    const again = planCameraImport(parseCameraList('a.csv', 'IP\n10.0.0.1\n'), withoutPassword, credentials, 10);
    expect(again.existing).toEqual([expect.objectContaining({ cameraId: 'cam-4', credentials: { user: 'service', password: 'list-Pass' }, changes: ['password set (user service)'] })]);
    expect(JSON.stringify(again.existing[0]!.changes)).not.toContain('list-Pass');
    const stillNone = planCameraImport(parseCameraList('a.csv', 'IP\n10.0.0.1\n'), withoutPassword, { user: 'admin', password: null }, 10);
    expect(stillNone.existing[0]).toMatchObject({ changes: [] });
    expect(stillNone.existing[0]).not.toHaveProperty('credentials');
  });

  it('a camera already there: the same host in any letter case and port; the .mxu name and group update it, not its credentials', () => {
    const before = planCameraImport(parseCameraList('a.mxu', '#EXTMXU\nTor\t10.0.0.1:80\tadmin\tother\n'), known, credentials, 10);
    expect(before.existing).toEqual([{ line: 2, cameraId: 'cam-4', label: 'Tor', group: 'A', variables: known[0]!.variables, changes: [] }]);
    const grouped = planCameraImport(parseCameraList('a.mxu', '#EXTMXU\n#EXTGROUP:B\nTor Nord\t10.0.0.1\n#EXTGROUP:\n'), known, credentials, 10);
    expect(grouped.existing[0]!.changes).toEqual(['name Tor Nord', 'group B']);
    const ungrouped = planCameraImport(parseCameraList('a.mxu', '#EXTMXU\n#EXTGROUP:\nTor\t10.0.0.1\n'), known, credentials, 10);
    expect(ungrouped.existing[0]).toMatchObject({ group: null, changes: ['no group'] });
    expect(planCameraImport(parseCameraList('a.csv', 'IP\n10.0.0.1:81\n'), known, credentials, 10).added).toHaveLength(1);
  });

  it('reports the lines past the room the workspace has left, in line order with the other problems', () => {
    const plan = planCameraImport(parseCameraList('a.csv', 'IP\n10.0.0.2\n10.0.0.2\n10.0.0.3\n10.0.0.4\n'), [], credentials, 1);
    expect(plan.added.map((camera) => camera.line)).toEqual([2]);
    expect(plan.problems.map(({ line, message }) => `${line}: ${englishText(message).slice(0, 30)}`)).toEqual([
      '3: lists the same camera as line ',
      '4: was not imported: the workspac',
      '5: was not imported: the workspac',
    ]);
  });
});
