import { useEffect, useState } from 'react';
import type { ConfigSection } from '../../../shared/api/configSchemas';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { formatClock } from '../../ui/formatClock';
import { useRovingFocus } from '../../ui/useRovingFocus';
import { selectedCamera } from '../cameras/camerasStore';
import { loadSections } from './configActions';

/** The selected camera's configuration, section by section, as read from the camera. */
export function ConfigEditorView() {
  const studio = useStudio();
  const camera = useStudioStore('cameras', selectedCamera);
  const cameraId = camera?.id ?? null;
  const load = useStudioStore('config', (state) => (cameraId === null ? undefined : state.byCamera[cameraId]));

  useEffect(() => {
    if (cameraId !== null && studio.stores.config.getState().byCamera[cameraId] === undefined) void loadSections(studio, cameraId);
  }, [studio, cameraId]);

  if (camera === null) return <p className="view-empty">No camera selected. Cameras appear in the sidebar once the studio knows them.</p>;

  return (
    <div className="config-view">
      <div className="view-toolbar">
        <h2 className="view-heading">Configuration of {camera.label}</h2>
        <button
          type="button"
          className="button"
          aria-label={`Read the configuration of ${camera.label} again`}
          disabled={load?.status === 'loading'}
          onClick={() => void loadSections(studio, camera.id)}
        >
          Reload
        </button>
      </div>
      {camera.firmware && <p className="view-note">Firmware {camera.firmware}</p>}
      {load === undefined || load.status === 'loading' ? (
        <p className="view-note" aria-live="polite">Reading the configuration…</p>
      ) : load.status === 'failed' ? (
        <p className="error-text" role="alert">
          Could not read the configuration: {load.message}
        </p>
      ) : (
        <SectionBrowser key={camera.id} sections={load.sections} readAt={load.readAt} />
      )}
    </div>
  );
}

function SectionBrowser({ sections, readAt }: { sections: ConfigSection[]; readAt: number }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const selectedName = chosen ?? sections.find((section) => section.name === 'audio')?.name ?? sections[0]?.name ?? null;
  const selectedIndex = sections.findIndex((section) => section.name === selectedName);
  const selected = sections[selectedIndex];
  const roving = useRovingFocus(sections.length, selectedIndex, (index) => setChosen(sections[index]?.name ?? null));

  if (sections.length === 0) return <p className="view-empty">The camera reported no sections.</p>;
  return (
    <div className="section-browser">
      <ul role="listbox" aria-label="Sections" className="section-list" onKeyDown={roving.onKeyDown}>
        {sections.map((section, index) => (
          <li
            key={section.name}
            ref={roving.itemRef(index)}
            role="option"
            aria-selected={section.name === selectedName}
            tabIndex={roving.tabIndexOf(index)}
            className="section-item"
            onClick={() => setChosen(section.name)}
          >
            {section.name}
            <span className="section-count">{section.params.length}</span>
          </li>
        ))}
      </ul>
      {selected && (
        <div className="section-detail">
          <table className="data-table" aria-label={`Parameters of section ${selected.name}`}>
            <caption>
              Section <strong>{selected.name}</strong>, read at {formatClock(readAt)}. Values are shown as the camera reported them; editing comes with the
              configuration editor.
            </caption>
            <thead>
              <tr>
                <th scope="col">Parameter</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {selected.params.map((param) => (
                <tr key={param.name}>
                  <th scope="row" className="mono">
                    {param.name}
                  </th>
                  <td className="mono">{param.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
