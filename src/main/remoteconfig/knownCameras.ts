// Trust on first use for cameras' self-signed TLS certificates: the first certificate a
// camera presents is pinned by its SHA-256 fingerprint in a known-cameras file (one line per
// camera, `host:port SHA256:AB:CD:...`, like ssh's known_hosts); a different one later is refused.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/** Where pinned fingerprints live. The client asks it before sending anything over TLS. */
export interface TrustStore {
  /** Human-readable location, named in error messages. */
  readonly location: string;
  pinnedFingerprint(cameraKey: string): Promise<string | undefined>;
  pin(cameraKey: string, fingerprint: string): Promise<void>;
}

export const knownCamerasEnvVariable = 'CAMCONFIG_KNOWN_CAMERAS';

/** `$CAMCONFIG_KNOWN_CAMERAS`, else `$XDG_CONFIG_HOME/camconfig/known-cameras`, else `~/.config/camconfig/known-cameras`. */
export function defaultKnownCamerasPath(env: NodeJS.ProcessEnv): string {
  const explicit = env[knownCamerasEnvVariable];
  if (explicit) return explicit;
  const configHome = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config');
  return join(configHome, 'camconfig', 'known-cameras');
}

export class KnownCamerasFile implements TrustStore {
  constructor(readonly location: string) {}

  async pinnedFingerprint(cameraKey: string): Promise<string | undefined> {
    return (await this.readEntries()).get(cameraKey);
  }

  async pin(cameraKey: string, fingerprint: string): Promise<void> {
    const entries = await this.readEntries();
    entries.set(cameraKey, fingerprint);
    const text = ['# camconfig known cameras: host:port and the SHA-256 fingerprint of its TLS certificate', ...[...entries].map(([key, value]) => `${key} ${value}`)].join('\n') + '\n';
    await mkdir(dirname(this.location), { recursive: true, mode: 0o700 });
    const temporary = `${this.location}.${process.pid}.tmp`;
    await writeFile(temporary, text, { mode: 0o600 });
    await rename(temporary, this.location);
  }

  private async readEntries(): Promise<Map<string, string>> {
    let text: string;
    try {
      text = await readFile(this.location, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
      throw error;
    }
    return parseKnownCameras(text, this.location);
  }
}

export function parseKnownCameras(text: string, location: string): Map<string, string> {
  const entries = new Map<string, string>();
  text.split(/\r?\n/).forEach((rawLine, index) => {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) return;
    const [key, fingerprint, ...rest] = line.split(/\s+/);
    if (!key || !fingerprint?.startsWith('SHA256:') || rest.length > 0) {
      throw new Error(`${location}:${index + 1}: expected 'host:port SHA256:<fingerprint>', found '${line}'`);
    }
    entries.set(key, fingerprint);
  });
  return entries;
}

/** A trust store that lives only as long as the process (tests, the studio's session). */
export class MemoryTrustStore implements TrustStore {
  readonly location = '(memory)';
  private readonly entries = new Map<string, string>();

  async pinnedFingerprint(cameraKey: string): Promise<string | undefined> {
    return this.entries.get(cameraKey);
  }

  async pin(cameraKey: string, fingerprint: string): Promise<void> {
    this.entries.set(cameraKey, fingerprint);
  }
}
