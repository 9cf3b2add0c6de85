// Everything a camera remembers: the running configuration, its copy in flash, the factory
// defaults, what the daemons currently run with, and the configuration it last booted with.
// The firmware is the camera's own: whatever a script writes (a forced restore of another
// firmware's backup, `write params timestamp/VERSION=...`), the `#:MX-` line and
// timestamp/VERSION keep reporting it, as on a real camera.
import { findSection, withoutLayout, type CameraConfig, type ConfigSection } from '../../../shared/remoteconfig/configModel';
import { needsReboot, sectionsNeedingReboot } from './rebootPolicy';
import { putSection, sameSection } from './sectionEdits';

export interface SimulatedCameraStateInit {
  /** The firmware the camera runs, e.g. 'MX-V5.5.2.166'. */
  firmware: string;
  factory: CameraConfig;
  /** The flash copy to boot from; the factory configuration when absent. */
  flash?: CameraConfig;
  /** Called with the new flash copy on `store`; throwing makes `store` fail. */
  persistFlash?: (flash: CameraConfig) => void;
}

export class SimulatedCameraState {
  readonly firmware: string;
  readonly factory: CameraConfig;
  #running: CameraConfig;
  flash: CameraConfig;
  /** The values the daemons work with: set at boot, updated by `update` for sections that need no reboot. */
  applied: CameraConfig;
  /** The running configuration right after the last boot, for `reboot_needed`. */
  private booted: CameraConfig;
  private readonly persistFlash: (flash: CameraConfig) => void;

  constructor(init: SimulatedCameraStateInit) {
    this.firmware = init.firmware;
    this.factory = withFirmware(withoutLayout(init.factory), init.firmware);
    this.flash = withFirmware(withoutLayout(init.flash ?? init.factory), init.firmware);
    this.persistFlash = init.persistFlash ?? (() => undefined);
    this.#running = this.flash;
    this.applied = this.flash;
    this.booted = this.flash;
  }

  get running(): CameraConfig {
    return this.#running;
  }

  /** Every change of the running configuration passes here, so none changes the firmware. */
  set running(config: CameraConfig) {
    this.#running = withFirmware(config, this.firmware);
  }

  /** Starts up: the running configuration is reloaded from flash and applied in full. */
  boot(): void {
    this.running = this.flash;
    this.applied = this.flash;
    this.booted = this.flash;
  }

  /** Writes the running configuration to flash (persisting it first; throws when that fails). */
  store(): void {
    const copy = withoutLayout(this.running);
    this.persistFlash(copy);
    this.flash = copy;
  }

  /** A factory reset: the factory configuration in flash (persisted first) and booted. */
  resetToFactory(): void {
    this.persistFlash(this.factory);
    this.flash = this.factory;
    this.boot();
  }

  /** Applies every section that takes effect without a reboot. */
  applyUpdates(): void {
    let applied = this.applied;
    for (const section of this.running.sections) {
      if (!needsReboot(section.name)) applied = putSection(applied, section);
    }
    const removed = this.applied.sections.filter((section) => !needsReboot(section.name) && !findSection(this.running, section.name));
    applied = { ...applied, sections: applied.sections.filter((section) => !removed.includes(section)) };
    this.applied = applied;
  }

  /** Sections that need a reboot and whose running values differ from those at the last boot. */
  rebootNeeded(): string[] {
    return sectionsNeedingReboot.filter((name) => !sameSection(findSection(this.running, name), findSection(this.booted, name)));
  }
}

/** `config` reporting `firmware`: in its version line and in timestamp/VERSION (kept first, before DATE). */
export function withFirmware(config: CameraConfig, firmware: string): CameraConfig {
  const versionLine = `#:${firmware}`;
  const sections = config.sections.map((section) => (section.name === 'timestamp' ? timestampOf(section, firmware) : section));
  const unchanged = config.versionLine === versionLine && sections.every((section, index) => section === config.sections[index]);
  return unchanged ? config : { ...config, versionLine, sections };
}

function timestampOf(section: ConfigSection, firmware: string): ConfigSection {
  const version = section.params.find((param) => param.name === 'VERSION');
  if (version?.value === firmware) return section;
  const others = section.params.filter((param) => param.name !== 'VERSION');
  const params = version ? section.params.map((param) => (param === version ? { ...param, value: firmware } : param)) : [{ name: 'VERSION', value: firmware }, ...others];
  return { ...section, params };
}
