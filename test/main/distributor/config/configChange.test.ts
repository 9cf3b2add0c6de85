import { describe, expect, it } from 'vitest';
import { defaultUserConfig, diffUserConfig, resolveUserConfig } from '../../../../src/main/distributor/config';

describe('diffUserConfig', () => {
  const before = defaultUserConfig();

  it('finds nothing to do for the same configuration', () => {
    expect(diffUserConfig(before, defaultUserConfig())).toEqual({ changed: [], reopenSocket: false, newKey: false });
  });

  it('applies rate, resend and clock tolerance in place', () => {
    const after = resolveUserConfig({ broadcast: { poll_freq: 50, resend: 5, max_time_offset: 0 } });
    expect(diffUserConfig(before, after)).toEqual({ changed: ['broadcast.max_time_offset', 'broadcast.poll_freq', 'broadcast.resend'], reopenSocket: false, newKey: false });
  });

  it('reopens the socket for a new port or interface', () => {
    expect(diffUserConfig(before, resolveUserConfig({ broadcast: { port: 20000 } }))).toMatchObject({ changed: ['broadcast.port'], reopenSocket: true });
    expect(diffUserConfig(before, resolveUserConfig({ broadcast: { iface: 'lo' } }))).toMatchObject({ changed: ['broadcast.iface'], reopenSocket: true });
  });

  it('asks for a new key when the passphrase changes, without showing it', () => {
    const change = diffUserConfig(before, resolveUserConfig({ broadcast: { passphrase: 'new words' } }));
    expect(change).toEqual({ changed: ['broadcast.passphrase'], reopenSocket: false, newKey: true });
    expect(JSON.stringify(change)).not.toContain('new words');
  });
});
