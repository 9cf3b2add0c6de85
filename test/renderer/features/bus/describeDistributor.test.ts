import { describe, expect, it } from 'vitest';
import { describeDistributor } from '../../../../src/renderer/features/bus/describeDistributor';
import { textIn } from '../../../../src/renderer/i18n/studioText';
import { distributor } from '../../studioFixtures';
import { distributorNotSetUpReason } from '../../../../src/shared/distributor/notSetUpReason';

const inactive = { active: false, reason: 'no IPv4 broadcast address on eth9', iface: null, address: null, broadcastAddress: null, port: null, encrypted: false, pollFreq: null, resend: null, maxTimeOffset: null };

describe('describeDistributor', () => {
  it('says where the distributor listens and whether it encrypts, or why it is inactive', () => {
    const t = textIn('en');
    expect(describeDistributor(null, t)).toBe('state not known yet');
    expect(describeDistributor(inactive, t)).toBe('no IPv4 broadcast address on eth9');
    expect(describeDistributor(distributor, t)).toBe('lo 127.0.0.1 → 127.255.255.255:17001, encrypted');
    expect(describeDistributor({ ...distributor, encrypted: false }, t)).toBe('lo 127.0.0.1 → 127.255.255.255:17001, not encrypted');
  });

  it('says it in German; the reason the studio gave stays its own message', () => {
    const t = textIn('de');
    expect(describeDistributor(null, t)).toBe('Zustand noch nicht bekannt');
    expect(describeDistributor(inactive, t)).toBe('no IPv4 broadcast address on eth9');
    expect(describeDistributor({ ...inactive, reason: null }, t)).toBe('nicht gestartet');
    expect(describeDistributor({ ...inactive, reason: distributorNotSetUpReason }, t)).toBe('noch nicht eingerichtet: keine Konfiguration übernommen (Schnittstelle wählen und den Verteiler starten)');
    expect(describeDistributor(distributor, t)).toBe('lo 127.0.0.1 → 127.255.255.255:17001, verschlüsselt');
  });
});
