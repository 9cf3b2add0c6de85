import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, metaContentSecurityPolicy, webContentSecurityPolicy } from '../../../src/shared/api/contentSecurityPolicy';

function directives(policy: string): Map<string, string> {
  return new Map(policy.split('; ').map((part) => [part.split(' ')[0]!, part.slice(part.indexOf(' ') + 1)]));
}

describe('content security policy', () => {
  it('denies by default and allows only our own scripts, never inline or eval', () => {
    const policy = directives(contentSecurityPolicy);
    expect(policy.get('default-src')).toBe("'none'");
    expect(policy.get('script-src')).toBe("'self'");
    expect(contentSecurityPolicy).not.toContain('unsafe-eval');
    expect(policy.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(policy.get('worker-src')).toBe("'self'");
    expect(policy.get('connect-src')).toBe("'self'");
    for (const name of ['base-uri', 'form-action', 'frame-ancestors']) expect(policy.get(name)).toBe("'none'");
  });

  it('in web mode also names the WebSocket of the same origin, and nothing else', () => {
    expect(directives(webContentSecurityPolicy('127.0.0.1:8123')).get('connect-src')).toBe("'self' ws://127.0.0.1:8123");
    expect(directives(webContentSecurityPolicy('localhost:8123', true)).get('connect-src')).toBe("'self' wss://localhost:8123");
  });

  it('puts the same policy in the page as a <meta>, less frame-ancestors, which a <meta> cannot hold', () => {
    const header = directives(contentSecurityPolicy);
    header.delete('frame-ancestors');
    expect(directives(metaContentSecurityPolicy)).toEqual(header);
  });
});
