// Everything a camera remembers: the running configuration, its copy in flash, the factory
// defaults, what the daemons currently run with, and the configuration it last booted with.
import { findSection, withoutLayout, type CameraConfig } from '../../../shared/remoteconfig/configModel';
import { needsReboot, sectionsNeedingReboot } from './rebootPolicy';
import { putSection, sameSection } from './sectionEdits';

export interface SimulatedCameraStateInit {
  factory: CameraConfig;
  /** The flash copy to boot from; the factory configuration when absent. */
  flash?: CameraConfig;
  /** Called with the new flash copy on `store`; throwing makes `store` fail. */
  persistFlash?: (flash: CameraConfig) => void;
}

export class SimulatedCameraState {
  readonly factory: CameraConfig;
  running: CameraConfig;
  flash: CameraConfig;
  /** The values the daemons work with: set at boot, updated by `update` for sections that need no reboot. */
  applied: CameraConfig;
  /** The running configuration right after the last boot, for `reboot_needed`. */
  private booted: CameraConfig;
  private readonly persistFlash: (flash: CameraConfig) => void;

  constructor(init: SimulatedCameraStateInit) {
    this.factory = withoutLayout(init.factory);
    this.flash = withoutLayout(init.flash ?? init.factory);
    this.persistFlash = init.persistFlash ?? (() => undefined);
    this.running = this.flash;
    this.applied = this.flash;
    this.booted = this.flash;
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
