// The commands without blocks or keywords: store, update, reboot, reboot_needed, help.
import { commandNames, helpIntro } from '../../../../shared/remoteconfig/commands';
import { withoutArguments } from './commandContext';

export const store = withoutArguments(({ camera, out, line }) => {
  try {
    camera.store();
  } catch (error) {
    return out.error(`flash write failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  out.exec(line);
  out.trace('store', 'configuration written to flash');
});

export const update = withoutArguments(({ camera, out, line }) => {
  camera.applyUpdates();
  out.exec(line);
  out.trace('update', 'daemons updated');
});

export const reboot = withoutArguments(({ effects, out, line }) => {
  effects.rebootRequested = true;
  out.exec(line);
});

export const rebootNeeded = withoutArguments(({ camera, out, line }) => {
  const sections = camera.rebootNeeded();
  out.exec(line);
  out.data(...(sections.length > 0 ? sections : ['']));
});

export const help = withoutArguments(({ out, line }) => {
  out.exec(line);
  out.data(helpIntro, ...commandNames);
});
