import { describe, expect, it } from 'vitest';
import { describeDistributor } from '../../../../src/renderer/features/bus/describeDistributor';
import { distributor } from '../../studioFixtures';

describe('describeDistributor', () => {
  it('says where the distributor listens and whether it encrypts, or why it is inactive', () => {
    expect(describeDistributor(null)).toBe('state not known yet');
    const inactive = { active: false, reason: 'no IPv4 broadcast address on eth9', iface: null, address: null, broadcastAddress: null, port: null, encrypted: false, pollFreq: null, resend: null, maxTimeOffset: null };
    expect(describeDistributor(inactive)).toBe('no IPv4 broadcast address on eth9');
    expect(describeDistributor(distributor)).toBe('lo 127.0.0.1 → 127.255.255.255:17001, encrypted');
  });
});
