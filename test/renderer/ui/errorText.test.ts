import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../src/shared/api/studioApi';
import { errorText } from '../../../src/renderer/ui/errorText';

describe('errorText', () => {
  const refused = new ApiCallError('auth', 'cam-1 (127.0.0.1:8080) refused the password (HTTP 401)', 'config.readSections');

  it('shows the studio message as it is in English', () => {
    expect(errorText(refused)).toBe('cam-1 (127.0.0.1:8080) refused the password (HTTP 401)');
    expect(errorText(refused, 'en')).toBe('cam-1 (127.0.0.1:8080) refused the password (HTTP 401)');
  });

  it('puts the translated kind first in German, the message as its detail', () => {
    expect(errorText(refused, 'de')).toBe('Die Kamera hat Benutzername oder Passwort abgelehnt: cam-1 (127.0.0.1:8080) refused the password (HTTP 401)');
  });

  it('shows errors without a known kind as their message', () => {
    expect(errorText(new Error('disk full'), 'de')).toBe('disk full');
    expect(errorText('plain text', 'de')).toBe('plain text');
    const odd = Object.assign(new Error('odd'), { code: 'no_such_code' });
    expect(errorText(odd, 'de')).toBe('odd');
  });
});
