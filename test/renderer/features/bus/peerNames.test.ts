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
