// Who is who on the bus: a peer is named after a camera only where nothing else could be meant.
import { describe, expect, it } from 'vitest';
import { PeerNames } from '../../../../src/renderer/features/bus/peerNames';
import { textIn } from '../../../../src/renderer/i18n/studioText';

const door = { host: '192.0.2.7', label: 'Door' };

describe('naming peers', () => {
  it('names the one peer at the address of the one camera there after the camera', () => {
    const names = new PeerNames([door], [{ IP: '192.0.2.7', PID: 812 }]);
    expect(names.cameraOf('192.0.2.7', 812)).toBe('Door');
    expect(names.peerName('192.0.2.7', 812)).toBe('Door (192.0.2.7, PID 812)');
    expect(new PeerNames([door], []).peerName('192.0.2.7', 812)).toBe('Door (192.0.2.7, PID 812)'); // the first one heard
  });

  it('names two peers on one host by address and PID', () => {
    const names = new PeerNames([door], [{ IP: '192.0.2.7', PID: 812 }, { IP: '192.0.2.7', PID: 913 }]);
    expect(names.cameraOf('192.0.2.7', 812)).toBeNull();
    expect(names.peerName('192.0.2.7', 812)).toBe('192.0.2.7 (PID 812)');
    expect(names.peerName('192.0.2.7', 913)).toBe('192.0.2.7 (PID 913)');
  });

  it('does not name a camera and an sdk-demo with a wrong passphrase on its address after the camera', () => {
    const names = new PeerNames([door], [{ IP: '192.0.2.7', PID: 812 }, { IP: '192.0.2.7', PID: null }]);
    expect(names.peerName('192.0.2.7', 812)).toBe('192.0.2.7 (PID 812)'); // the failing sender is another program there
    expect(names.sourceName('192.0.2.7')).toBe('192.0.2.7'); // and the failing packages are not blamed on the camera
  });

  it('blames the camera for failing packages only when no peer at its address authenticates', () => {
    const names = new PeerNames([door], [{ IP: '192.0.2.7', PID: null }]);
    expect(names.sourceName('192.0.2.7')).toBe('Door (192.0.2.7)');
    expect(names.cameraOfSource('192.0.2.7')).toBe('Door');
  });

  it('names nobody after a camera where two cameras of the workspace share the address', () => {
    const names = new PeerNames([door, { host: '192.0.2.7', label: 'Gate' }], [{ IP: '192.0.2.7', PID: 812 }]);
    expect(names.peerName('192.0.2.7', 812)).toBe('192.0.2.7 (PID 812)');
    expect(names.sourceName('192.0.2.7')).toBe('192.0.2.7');
  });

  it('names peers at addresses without a camera by address and PID, whatever is heard elsewhere', () => {
    const names = new PeerNames([door], [{ IP: '192.0.2.7', PID: 812 }, { IP: '192.0.2.8', PID: 1 }, { IP: '192.0.2.8', PID: 2 }]);
    expect(names.peerName('192.0.2.8', 1)).toBe('192.0.2.8 (PID 1)');
    expect(names.peerName('192.0.2.7', 812)).toBe('Door (192.0.2.7, PID 812)');
  });
});

describe('peer names in German', () => {
  it('are built from the German texts when the naming is given them', () => {
    const names = new PeerNames([{ host: '192.0.2.7', label: 'Tür' }], [], textIn('de'));
    expect(names.peerName('192.0.2.7', 812)).toBe('Tür (192.0.2.7, PID 812)');
    expect(names.peerName('192.0.2.8', 1)).toBe('192.0.2.8 (PID 1)');
    expect(names.sourceName('192.0.2.7')).toBe('Tür (192.0.2.7)');
  });
});

describe('peers the studio knows for what they are', () => {
  const demoCamera = { host: '127.0.0.1', label: 'Simulated camera (Eingang Süd)', simulated: true };
  const demoPeer = { peerId: 'bus-1', IP: '127.0.0.1', PID: 4_200_001, cutOff: false };
  const self = { IP: '127.0.0.1', PID: 4711 };

  it('names the studio itself and its simulated peer whoever else is heard, and never after the simulated camera', () => {
    const alone = new PeerNames([demoCamera], [{ IP: '127.0.0.1', PID: 4_200_001 }], textIn('en'), { self, simulated: [demoPeer] });
    expect(alone.peerName('127.0.0.1', 4_200_001)).toBe('simulated bus peer bus-1 (127.0.0.1, PID 4200001)');
    expect(alone.peerName('127.0.0.1', 4711)).toBe('this studio (127.0.0.1, PID 4711)');
    // An sdk-demo on the same host appears: the simulated peer keeps its name, the sdk-demo is named by address and PID.
    const withSdkDemo = new PeerNames([demoCamera], [{ IP: '127.0.0.1', PID: 4_200_001 }, { IP: '127.0.0.1', PID: 9001 }], textIn('en'), { self, simulated: [demoPeer] });
    expect(withSdkDemo.peerName('127.0.0.1', 4_200_001)).toBe('simulated bus peer bus-1 (127.0.0.1, PID 4200001)');
    expect(withSdkDemo.peerName('127.0.0.1', 9001)).toBe('127.0.0.1 (PID 9001)');
    expect(withSdkDemo.knownAs('127.0.0.1', 9001)).toBeNull();
  });

  it('names an sdk-demo on this computer for what it is, in the studio language, but never over the studio or its simulated peer', () => {
    const programs = [
      { IP: '127.0.0.1', PID: 9001, program: 'sdk-demo' as const },
      { IP: '127.0.0.1', PID: 4711, program: 'camconfig serve' as const },
    ];
    const known = { self, simulated: [demoPeer], programs };
    const heard = [{ IP: '127.0.0.1', PID: 4_200_001 }, { IP: '127.0.0.1', PID: 9001 }];
    const names = new PeerNames([demoCamera], heard, textIn('en'), known);
    expect(names.peerName('127.0.0.1', 9001)).toBe('sdk-demo on this computer (127.0.0.1, PID 9001)');
    expect(names.peerName('127.0.0.1', 4711)).toBe('this studio (127.0.0.1, PID 4711)');
    expect(names.peerName('127.0.0.1', 4_200_001)).toBe('simulated bus peer bus-1 (127.0.0.1, PID 4200001)');
    expect(new PeerNames([demoCamera], heard, textIn('de'), known).peerName('127.0.0.1', 9001)).toBe('sdk-demo auf diesem Rechner (127.0.0.1, PID 9001)');
  });

  it('does not let a known peer at a camera address take the camera name from the camera, nor count as another sender', () => {
    const door = { host: '192.0.2.7', label: 'Door' };
    const names = new PeerNames([door], [{ IP: '192.0.2.7', PID: 812 }, { IP: '192.0.2.7', PID: 5 }], textIn('en'), { self: { IP: '192.0.2.7', PID: 5 }, simulated: [] });
    expect(names.peerName('192.0.2.7', 812)).toBe('Door (192.0.2.7, PID 812)');
    expect(names.peerName('192.0.2.7', 5)).toBe('this studio (192.0.2.7, PID 5)');
    expect(names.cameraOf('192.0.2.7', 5)).toBeNull();
  });

  it('tells a wrong-passphrase sender from the simulated peer: failing packages are its only where that peer is cut off', () => {
    const heard = new PeerNames([demoCamera], [{ IP: '127.0.0.1', PID: 4_200_001 }, { IP: '127.0.0.1', PID: null }], textIn('en'), { self, simulated: [demoPeer] });
    expect(heard.sourceName('127.0.0.1')).toBe('127.0.0.1');
    expect(heard.peerName('127.0.0.1', 4_200_001)).toBe('simulated bus peer bus-1 (127.0.0.1, PID 4200001)');
    const cutOff = new PeerNames([demoCamera], [{ IP: '127.0.0.1', PID: null }], textIn('de'), { self, simulated: [{ ...demoPeer, cutOff: true }] });
    expect(cutOff.sourceName('127.0.0.1')).toBe('vielleicht simulierter Bus-Teilnehmer bus-1, abgeschnitten (127.0.0.1)');
    expect(cutOff.peerName('127.0.0.1', 4711)).toBe('dieses Studio (127.0.0.1, PID 4711)');
  });
});
