// What applying the edited configuration text would change: the parameter-level differences
// from the camera's text (src/shared/remoteconfig/diff.ts) and the script that makes them.
import { parseConfig } from '../../../../shared/remoteconfig/configText';
import { diffConfigs, scriptForChanges, type ConfigChange } from '../../../../shared/remoteconfig/diff';
import { buildScript } from '../../../../shared/remoteconfig/scriptBuilder';
import type { StudioText } from '../../../i18n/studioText';

export interface ReviewOptions {
  /** Append `store`: the changes survive a reboot. */
  store: boolean;
  /** Append `update`: apply what needs no reboot. */
  update: boolean;
}

export type DraftReview =
  | { status: 'invalid'; message: string }
  | { status: 'unchanged' }
  | { status: 'changes'; changes: ConfigChange[]; script: string };

/** Compares the edited text with the camera's; a text that does not parse names the line. */
export function reviewDraft(cameraText: string, draftText: string, options: ReviewOptions): DraftReview {
  try {
    const camera = parseConfig(cameraText, { source: "the camera's configuration," });
    const draft = parseConfig(draftText, { source: 'the edited text,' });
    const changes = diffConfigs(camera, draft);
    if (changes.length === 0) return { status: 'unchanged' };
    return { status: 'changes', changes, script: buildScript(scriptForChanges(changes, options)) };
  } catch (error) {
    return { status: 'invalid', message: error instanceof Error ? error.message : String(error) };
  }
}

/** One line per change, as the review lists them: `audio/SPEAKERLEVEL: 50 -> 70`. */
export function describeChange(change: ConfigChange, t: StudioText): string {
  const texts = { address: `${change.section}/${change.name}`, old: change.oldValue ?? '', new: change.newValue ?? '' };
  if (change.kind === 'added') return t('configuration.text.added', texts);
  if (change.kind === 'removed') return t('configuration.text.removed', texts);
  return t('configuration.text.changed', texts);
}
