import { useEffect, useMemo } from 'react';
import { useStudio, useStudioStore } from '../../../studio/StudioContext';
import { formatClock } from '../../../ui/formatClock';
import { CodeEditor } from '../../../ui/monaco/CodeEditor';
import { commandLanguageId } from '../../../ui/monaco/commandLanguage';
import { selectedCamera } from '../../cameras/camerasStore';
import { loadConfigText } from '../raw/configTextActions';
import { catalogueOfLoad } from './consoleCatalogue';
import { runConsoleScript } from './scriptConsoleActions';
import { TranscriptView } from './TranscriptView';

const exampleScript = '# One command per line; helo and quit are added when missing.\nview section audio\n';

/** A command script for the selected camera, with completion from its configuration, run as written. */
export default function ScriptConsoleMode() {
  const studio = useStudio();
  const camera = useStudioStore('cameras', selectedCamera);
  const cameraId = camera?.id ?? null;
  const load = useStudioStore('configText', (state) => (cameraId === null ? undefined : state.byCamera[cameraId]));
  const script = useStudioStore('scriptConsole', (state) => (cameraId === null ? undefined : state.scripts[cameraId])) ?? exampleScript;
  const run = useStudioStore('scriptConsole', (state) => (cameraId === null ? undefined : state.runs[cameraId]));
  const catalogue = useMemo(() => catalogueOfLoad(load), [load]);

  useEffect(() => {
    if (cameraId !== null && studio.stores.configText.getState().byCamera[cameraId] === undefined) void loadConfigText(studio, cameraId);
  }, [studio, cameraId]);

  if (camera === null) return <p className="view-empty">No camera selected. Cameras appear in the sidebar once the studio knows them.</p>;
  const running = run?.status === 'running';

  return (
    <div className="script-console">
      <div className="view-toolbar">
        <h2 className="view-heading">Command console of {camera.label}</h2>
        <button type="button" className="button button-primary" disabled={running || script.trim() === ''} onClick={() => void runConsoleScript(studio, camera.id, script)}>
          {running ? 'Running…' : 'Run'}
        </button>
      </div>
      <p className="view-note">
        Sent as written: commands change the camera at once. Ctrl+Space completes commands, keywords, sections and parameters
        {load?.status === 'loaded' ? ` (${catalogue.sections.size} sections known)` : ' (reading the configuration…)'}.
      </p>
      <CodeEditor
        key={camera.id}
        value={script}
        onChange={(text) => studio.stores.scriptConsole.getState().setScript(camera.id, text)}
        language={commandLanguageId}
        label="Command script"
        catalogue={catalogue}
        className="console-editor"
      />
      {run?.status === 'running' && (
        <p className="view-note" aria-live="polite">
          Running since {formatClock(run.startedAt)}…
        </p>
      )}
      {run?.status === 'failed' && (
        <p className="error-text" role="alert">
          Not run: {run.message}
        </p>
      )}
      {run?.status === 'answered' && <TranscriptView transcript={run.transcript} label={`Transcript of the run at ${formatClock(run.at)}`} />}
    </div>
  );
}
