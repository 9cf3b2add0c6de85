import { describe, expect, it } from 'vitest';
import { inForceStatus, sectionsNotInForce } from '../../../src/shared/baseline/inForce';

describe('stored but not yet in force: the one rule', () => {
  it('counts only the checked sections that wait for a reboot; every waiting one when the checked are not known', () => {
    expect(sectionsNotInForce(['sip', 'network'], ['audio', 'sip'])).toEqual(['sip']);
    expect(sectionsNotInForce(['network'], ['audio', 'sip'])).toEqual([]);
    expect(sectionsNotInForce(['network'], null)).toEqual(['network']);
  });

  it('makes a matching camera not in force, never compliant, and leaves drift and unreadable as they are', () => {
    expect(inForceStatus('compliant', ['sip'])).toBe('not_in_force');
    expect(inForceStatus('compliant', [])).toBe('compliant');
    expect(inForceStatus('drifted', ['sip'])).toBe('drifted');
    expect(inForceStatus('unreadable', ['sip'])).toBe('unreadable');
    // Rebooted since the check (nothing waits now): in force.
    expect(inForceStatus('not_in_force', [])).toBe('compliant');
  });
});
