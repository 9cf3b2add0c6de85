// Trust on first use for cameras' self-signed TLS certificates: the first certificate a
// camera presents is pinned by its SHA-256 fingerprint in a known-cameras file (one line per
// camera, `host:port SHA256:AB:CD:...`, like ssh's known_hosts); a different one later is refused.
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { InputTooLargeError, readCappedFile } from '../base/files/cappedRead';
import { asText, dataWords, describeBytesText } from './errors';
import type { ErrorKind } from '../../shared/errors/errorKind';
import { LocalizedError } from '../../shared/i18n/localizedError';
import { localize, type MessageId, type Text, type TextParam } from '../../shared/i18n/text';
import { makeFolder } from '../base/files/makeFolder';
import { writeFileAtomically } from '../base/files/atomicFile';

/** Where pinned fingerprints live. The client asks it before sending anything over TLS. */
export interface TrustStore {
  /** Human-readable location, named in error messages. */
  readonly location: string;
  /** What to do when `cameraKey` shows another certificate than the pinned one and the change is known to be right. */
  howToTrustAgain(cameraKey: string): Text;
  pinnedFingerprint(cameraKey: string): Promise<string | undefined>;
  pin(cameraKey: string, fingerprint: string): Promise<void>;
}

export const knownCamerasEnvVariable = 'CAMCONFIG_KNOWN_CAMERAS';

/** One line per camera: even thousands of cameras stay far below this. */
export const maxKnownCamerasBytes = 1024 * 1024;

/** The known-cameras file cannot be used: missing rights, a directory, too large, a malformed line. */
export class KnownCamerasFileError extends LocalizedError {
  get kind(): ErrorKind {
    return 'bad_input';
  }

  override readonly name = 'KnownCamerasFileError';

  constructor(
    readonly file: string,
    readonly problem: TextParam,
  ) {
    super(localize('remoteConfig.knownCameras.unreadable', { file: dataWords(file), problem: asText(problem) }));
  }
}

const readProblems: Record<string, MessageId> = {
  EISDIR: 'remoteConfig.knownCameras.isDirectory',
  EACCES: 'remoteConfig.knownCameras.permissionDenied',
  EPERM: 'remoteConfig.knownCameras.permissionDenied',
  ENOTDIR: 'remoteConfig.knownCameras.notADirectory',
};

/** What is wrong with the file, by the error's code where the catalog knows it, else the error's words. */
function problemOf(error: unknown): Text {
  const known = readProblems[(error as NodeJS.ErrnoException).code ?? ''];
  return known ? localize(known) : asText(error instanceof Error ? error.message : String(error));
}

/** `$CAMCONFIG_KNOWN_CAMERAS`, else `$XDG_CONFIG_HOME/camconfig/known-cameras`, else `~/.config/camconfig/known-cameras`. */
export function defaultKnownCamerasPath(env: NodeJS.ProcessEnv): string {
  const explicit = env[knownCamerasEnvVariable];
  if (explicit) return explicit;
  const configHome = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config');
  return join(configHome, 'camconfig', 'known-cameras');
}

/** The known-cameras file could not be written (read-only, disk full): a storage failure, naming the file. */
export class KnownCamerasWriteError extends LocalizedError {
  override readonly name = 'KnownCamerasWriteError';

  get kind(): ErrorKind {
    return 'storage';
  }
}

export class KnownCamerasFile implements TrustStore {
  /** `otherWay`: a way the caller offers besides editing the file (the command line's `--insecure`). */
  constructor(
    readonly location: string,
    private readonly otherWay?: TextParam,
  ) {}

  howToTrustAgain(cameraKey: string): Text {
    const params = { camera: cameraKey, file: dataWords(this.location) };
    return this.otherWay ? localize('remoteConfig.trustAgain.editFileOr', { ...params, otherWay: this.otherWay }) : localize('remoteConfig.trustAgain.editFile', params);
  }

  async pinnedFingerprint(cameraKey: string): Promise<string | undefined> {
    return (await this.readEntries()).get(cameraKey);
  }

  async pin(cameraKey: string, fingerprint: string): Promise<void> {
    const entries = await this.readEntries();
    entries.set(cameraKey, fingerprint);
    const text = ['# camconfig known cameras: host:port and the SHA-256 fingerprint of its TLS certificate', ...[...entries].map(([key, value]) => `${key} ${value}`)].join('\n') + '\n';
    try {
      await makeFolder(dirname(this.location), 0o700);
      await writeFileAtomically(this.location, text);
    } catch (error) {
      throw new KnownCamerasWriteError(localize('remoteConfig.knownCameras.unwritable', { file: dataWords(this.location), problem: problemOf(error) }));
    }
  }

  private async readEntries(): Promise<Map<string, string>> {
    let text: string;
    try {
      text = (await readCappedFile(this.location, maxKnownCamerasBytes)).toString('utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (code === 'ENOENT') return new Map();
      if (error instanceof InputTooLargeError) throw new KnownCamerasFileError(this.location, localize('remoteConfig.knownCameras.tooLarge', { size: describeBytesText(maxKnownCamerasBytes) }));
      throw new KnownCamerasFileError(this.location, problemOf(error));
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
      throw new KnownCamerasFileError(location, localize('remoteConfig.knownCameras.badLine', { line: String(index + 1), found: line.slice(0, 120) }));
    }
    entries.set(key, fingerprint);
  });
  return entries;
}

/** A trust store that lives only as long as the process (tests, the studio's session). */
export class MemoryTrustStore implements TrustStore {
  readonly location = '(memory)';
  private readonly entries = new Map<string, string>();

  howToTrustAgain(): Text {
    return localize('remoteConfig.trustAgain.newSession');
  }

  async pinnedFingerprint(cameraKey: string): Promise<string | undefined> {
    return this.entries.get(cameraKey);
  }

  async pin(cameraKey: string, fingerprint: string): Promise<void> {
    this.entries.set(cameraKey, fingerprint);
  }
}
