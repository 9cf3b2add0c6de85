import { describe, expect, it } from 'vitest';
import { readCameraListFile } from '../../../../src/renderer/features/cameras/cameraListActions';
import { cameraGroups, camerasInGroup, createCamerasStore, shownGroup } from '../../../../src/renderer/features/cameras/camerasStore';
import { parseVariablesText, variablesToText } from '../../../../src/renderer/features/cameras/variablesText';
import { textIn } from '../../../../src/renderer/i18n/studioText';
import { camera } from '../../studioFixtures';

const en = textIn('en');

describe('the variables text of the edit form', () => {
  it('reads NAME=value lines (the value is all after the first =), skips empty lines, and writes them back', () => {
    expect(parseVariablesText('SIP=4711\r\n\n ROOM =a=b \n', en)).toEqual({ SIP: '4711', ROOM: 'a=b ' });
    expect(variablesToText({ SIP: '4711', ROOM: 'a=b' })).toBe('SIP=4711\nROOM=a=b');
  });

  it('names the line at fault', () => {
    expect(() => parseVariablesText('SIP=1\nROOM', en)).toThrow("variables line 2 has no '=': write NAME=value");
    expect(() => parseVariablesText('SIP=1\nSIP=2', en)).toThrow('variables line 2 gives SIP a second time');
    expect(parseVariablesText('constructor=1\ntoString=2', en)).toEqual({ constructor: '1', toString: '2' });
    expect(() => parseVariablesText('SIP=1\nROOM', textIn('de'))).toThrow('Variablen Zeile 2 hat kein „=“: NAME=Wert schreiben');
  });
});

describe('groups in the camera list', () => {
  const cameras = [{ ...camera('a'), group: 'Nord' }, { ...camera('b'), group: null }, { ...camera('c'), group: 'Halle' }];

  it('lists the groups sorted, shows the chosen group only while a camera is in it', () => {
    expect(cameraGroups(cameras)).toEqual(['Halle', 'Nord']);
    expect(camerasInGroup(cameras, 'Nord').map((shown) => shown.id)).toEqual(['a']);
    expect(camerasInGroup(cameras, null)).toHaveLength(3);
    expect(shownGroup({ cameras, groupFilter: 'Nord' })).toBe('Nord');
    expect(shownGroup({ cameras, groupFilter: 'Gone' })).toBeNull();
  });

  it('lists new cameras in id order whatever order their events arrive in (an import reads as its file)', () => {
    const store = createCamerasStore();
    for (const id of ['cam-10', 'cam-2', 'cam-1']) store.getState().applyCameraEvent(camera(id), false);
    expect(store.getState().cameras.map((listed) => listed.id)).toEqual(['cam-1', 'cam-2', 'cam-10']);
  });
});

describe('readCameraListFile', () => {
  it('decodes a Latin-1 file as the command line does, and refuses UTF-16', async () => {
    expect(await readCameraListFile(new File([Buffer.from('IP;ORT\n1.2.3.4;Süd\n', 'latin1')], 'site.csv'), en)).toEqual({ fileName: 'site.csv', text: 'IP;ORT\n1.2.3.4;Süd\n', encoding: 'latin-1' });
    await expect(readCameraListFile(new File([new Uint8Array([0xff, 0xfe, 0x41, 0])], 'site.csv'), en)).rejects.toThrow('site.csv is saved as UTF-16');
  });
});
