// The Discover dialog's line for a scan that did not run: the studio's refusal of one scan too
// many in English and German alike (the limit named), any other failure with its message.
import { describe, expect, it } from 'vitest';
import { scanFailureText } from '../../../../src/renderer/features/discovery/scanFailure';
import { ApiCallError } from '../../../../src/shared/api/studioApi';

const busy = new ApiCallError('busy', 'the studio already runs 2 address scans, the most it runs at once: wait for one to end (or cancel it), then scan again', 'site.discover');

describe('scan failure text', () => {
  it('says in the technician’s language that the studio runs as many scans as it takes, and what to do', () => {
    expect(scanFailureText(busy, 'en')).toBe('The studio already runs 2 scans, the most it runs at once: wait for one to end (or cancel it), then scan again.');
    expect(scanFailureText(busy, 'de')).toBe('Das Studio führt bereits 2 Suchen aus, mehr gleichzeitig nicht: Warten Sie, bis eine endet (oder brechen Sie sie ab), und suchen Sie dann erneut.');
  });

  it('gives any other failure with the studio’s message', () => {
    const failure = new ApiCallError('invalid_request', "range '10.0.0.0/8': 16777216 addresses", 'site.discover');
    expect(scanFailureText(failure, 'en')).toBe("The scan failed: range '10.0.0.0/8': 16777216 addresses");
    expect(scanFailureText(failure, 'de')).toBe("Die Suche ist fehlgeschlagen: Ungültige Anfrage: range '10.0.0.0/8': 16777216 addresses");
  });
});
