// The one place a change of a camera's values is told (`camera.changed`): every script the
// studio sends goes through a client of the camera registry, whatever operation sent it (the
// editor, a fleet apply, a baseline fix, a restore, a console script), so the registry's clients
// tell it once the camera answered a script that may have changed its values.
import { scriptChangesValues } from '../../../shared/remoteconfig/commands';
import type { ScriptEndObserver, ScriptObserver } from '../../remoteconfig/sentScript';
import { currentCallCause } from '../callCause';
import type { ServiceEventHub } from '../serviceEventHub';

const ignoreEnd: ScriptEndObserver = () => undefined;

/**
 * Emits `camera.changed` after a value-changing script the camera answered: done, or refused
 * in part with ERROR: lines (what ran before stays). A script that got no answer tells nothing.
 */
export function cameraChangeObserver(cameraId: string, hub: ServiceEventHub): ScriptObserver {
  return async (starting) => {
    if (!scriptChangesValues(starting.script)) return ignoreEnd;
    const cause = currentCallCause();
    return (end) => {
      if (end.result.status === 'failed') return;
      hub.emit({ event: 'camera.changed', payload: { cameraId, operation: cause?.method ?? null, operationId: cause?.operationId ?? null, at: Date.now() } });
    };
  };
}

/** Both observers told of every script, in order; the end goes to each. */
export function bothObservers(first: ScriptObserver, second: ScriptObserver): ScriptObserver {
  return async (starting) => {
    const [endFirst, endSecond] = [await first(starting), await second(starting)];
    return (end) => {
      endFirst(end);
      endSecond(end);
    };
  };
}
