// The command lines log every script they send to the audit log of the workspace
// (<workspace>/audit.jsonl, source "cli"): every command to its --workspace (default
// $XDG_CONFIG_HOME/camconfig, else ~/.config/camconfig). A log that cannot be written is
// warned about once on stderr; the command itself goes on (its camera work is not undone by a
// full disk).
import type { AuditCamera } from '../../shared/fleet/auditEntry';
import { AuditLog, FleetRunAudit, auditObserver, type AuditedCamera } from '../fleet';
import type { ScriptObserver } from '../remoteconfig/sentScript';
import { makeFolder } from '../base/files/makeFolder';
import { errorAsText } from '../../shared/i18n/errorWords';
import type { Language } from '../../shared/i18n/languages';
import { renderText } from '../../shared/i18n/renderText';
import { localize } from '../../shared/i18n/text';

export class CliAudit {
  private readonly log: AuditLog;
  private warned = false;

  /** `language`: the words of the warning (a command not yet in the catalog passes none: English). */
  constructor(
    folder: string,
    private readonly warn: (message: string) => void,
    private readonly language: Language = 'en',
  ) {
    this.log = new AuditLog(folder);
  }

  /** Creates the workspace folder when missing (mode 0700). */
  async prepare(): Promise<void> {
    await makeFolder(this.log.folder, 0o700).catch((error: unknown) => this.problem(error));
  }

  observerFor(camera: AuditedCamera): ScriptObserver {
    return auditObserver(this.log, 'cli', () => camera, (error) => this.problem(error));
  }

  /** A fleet apply's run in the log (its start written now); `cameraOf` names each camera of it; `baseline`: the one it brings the cameras back to. */
  startFleetRun(cameraCount: number, cameraOf: (cameraId: string) => AuditCamera, baseline?: { name: string; version: number }): FleetRunAudit {
    const run = new FleetRunAudit(this.log, 'cli', cameraOf, (error) => this.problem(error));
    run.started(cameraCount, baseline);
    return run;
  }

  /** Resolves once every script sent so far is on disk (or its failure warned about): call before exiting. */
  async settled(): Promise<void> {
    await this.log.settled();
  }

  private problem(error: unknown): void {
    if (this.warned) return;
    this.warned = true;
    this.warn(renderText(localize('cli.audit.notWritten', { problem: errorAsText(error) }), this.language));
  }
}
