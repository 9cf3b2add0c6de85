import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { errorText } from '../../ui/errorText';
import { FormField } from '../../ui/FormField';
import { addDiscoveredCameras, addProbedAddress, cancelScan, closeScan, runScan, type AddedCameras } from './discoveryActions';
import { canAdd, resultKey, type DiscoveryScan } from './discoveryScan';
import { DiscoveryResultList } from './DiscoveryResultList';
import { HeardOnBusList } from './HeardOnBusList';
import { scanFormOf } from './scanForm';
import '../../styles/discovery.css';

/**
 * "Discover cameras…": a modal dialog (native <dialog>: focus stays inside, Escape closes it
 * and cancels a scan under way). The range field starts empty: nothing is scanned that the
 * technician did not type. The password is sent once with the scan and the field forgets it.
 */
export function DiscoverCamerasDialog({ onClose }: { onClose(): void }) {
  const studio = useStudio();
  const scan = useStudioStore('discovery', (state) => state.scan);
  const dialog = useRef<HTMLDialogElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const scanForm = useRef<HTMLFormElement>(null);
  const addForm = useRef<HTMLFormElement>(null);
  /** The bus address whose probe was asked for: what opens there is added when the scan ends. */
  const addAfterProbe = useRef<string | null>(null);
  const titleId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [added, setAdded] = useState<AddedCameras | null>(null);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  // The fields are disabled while a scan runs: focus goes to Cancel scan, not to the page.
  const scanning = scan.phase === 'scanning';
  useEffect(() => {
    if (scanning) cancelButton.current?.focus();
  }, [scanning]);
  // A scan still under way when the dialog goes is cancelled: none runs unseen.
  useEffect(() => () => void closeScan(studio).catch(() => undefined), [studio]);

  const start = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = scanFormOf(new FormData(event.currentTarget));
    setProblem(null);
    if ('problem' in form) return setProblem(form.problem);
    const password = event.currentTarget.elements.namedItem('password');
    if (password instanceof HTMLInputElement) password.value = '';
    setChosen(new Set());
    setAdded(null);
    const probed = addAfterProbe.current;
    addAfterProbe.current = null;
    runScan(studio, form.request, form.total)
      .then(() => (probed === null ? null : addProbed(probed)))
      .catch((error: unknown) => setProblem(`The scan failed: ${errorText(error)}`))
      .finally(() => summary.current?.focus());
  };
  const addProbed = async (address: string) => {
    const group = addForm.current?.elements.namedItem('group');
    try {
      const answer = await addProbedAddress(studio, address, group instanceof HTMLInputElement ? group.value.trim() : '');
      if (answer) setAdded(answer);
    } catch (error) {
      setProblem(`Could not add the camera at ${address}: ${errorText(error)}`);
    }
  };
  // Probing an address heard on the bus is a scan of that one address with the form's ports and
  // credentials, then the add of what opened there: one click, the one scan and add path.
  const probe = (address: string) => {
    const range = scanForm.current?.elements.namedItem('range');
    if (!(range instanceof HTMLInputElement)) return;
    range.value = address;
    addAfterProbe.current = address;
    scanForm.current?.requestSubmit();
  };
  const cancel = () => void cancelScan(studio).catch((error: unknown) => setProblem(errorText(error)));
  const toggle = (key: string) => setChosen((current) => toggled(current, key));
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const group = String(new FormData(event.currentTarget).get('group') ?? '').trim();
    setAdding(true);
    setProblem(null);
    addDiscoveredCameras(studio, chosen, group)
      .then((answer) => {
        setAdded(answer);
        setChosen(new Set());
      })
      .catch((error: unknown) => setProblem(`Could not add the cameras: ${errorText(error)}`))
      .finally(() => setAdding(false));
  };

  const addable = scan.cameras.filter(canAdd);
  const factory = scan.cameras.filter((camera) => camera.factoryPassword);
  return (
    <dialog
      ref={dialog}
      className="discovery-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h3 id={titleId}>Discover cameras</h3>
      <form ref={scanForm} aria-label="Scan addresses" className="studio-form discovery-scan-form" onSubmit={start}>
        <FormField label="Range" name="range" required autoFocus autoComplete="off" placeholder="192.168.1.0/24" hint="CIDR, FROM-TO or one address (at most 4,096)" disabled={scanning} />
        <FormField label="Ports" name="ports" autoComplete="off" placeholder="80" hint="Comma-separated; empty: 80 (443 with HTTPS)" disabled={scanning} />
        <FormField label="User" name="user" autoComplete="off" placeholder="admin" disabled={scanning} />
        <FormField label="Password" name="password" type="password" autoComplete="off" hint="Tried first, then the factory password" disabled={scanning} />
        <FormField label="HTTPS" name="https" type="checkbox" disabled={scanning} />
        <div className="dialog-buttons">
          {scanning ? (
            <button ref={cancelButton} type="button" className="button" onClick={cancel}>
              Cancel scan
            </button>
          ) : (
            <button type="submit" className="button primary">
              {scan.phase === 'idle' ? 'Start' : 'Scan again'}
            </button>
          )}
        </div>
      </form>
      <AlertLine message={problem} />
      <HeardOnBusList canProbe={!scanning} onProbe={probe} />
      {scan.phase !== 'idle' && (
        <section aria-label="Scan results" className="discovery-results-section">
          <p ref={summary} tabIndex={-1} role="status" className="discovery-summary">
            {summaryText(scan)}
          </p>
          {scanning && <progress className="discovery-progress" aria-label="Scan progress" max={Math.max(scan.total, 1)} value={scan.done} />}
          {factory.length > 0 && (
            <p role="alert" className="discovery-factory-warning">
              {factory.length === 1 ? '1 camera still uses' : `${factory.length} cameras still use`} the factory password (admin/meinsm): anyone on the network can change them. Set a password of your own once added.
            </p>
          )}
          <DiscoveryResultList cameras={scan.cameras} chosen={chosen} onToggle={toggle} />
          <form ref={addForm} aria-label="Add cameras" className="studio-form discovery-add-form" onSubmit={add}>
            <button type="button" className="link-button" disabled={addable.length === 0} onClick={() => setChosen(new Set(addable.map(resultKey)))}>
              Select all {addable.length} that can be added
            </button>
            <FormField label="Group" name="group" autoComplete="off" hint="Optional: the group the cameras join" />
            <button type="submit" className="button primary" disabled={scanning || adding || chosen.size === 0 || scan.scanId === null}>
              {adding ? 'Adding…' : `Add ${chosen.size} ${chosen.size === 1 ? 'camera' : 'cameras'}`}
            </button>
          </form>
          {added && <AddedNote added={added} />}
        </section>
      )}
      <div className="dialog-buttons">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}

function AddedNote({ added }: { added: AddedCameras }) {
  const count = added.report.added.length;
  return (
    <p role="status" className="discovery-added">
      Added {count} {count === 1 ? 'camera' : 'cameras'}
      {added.report.added[0]?.group ? ` to group ${added.report.added[0].group}` : ''}.
      {added.factoryPassword.length > 0 && <strong className="discovery-factory"> {added.factoryPassword.length} on the factory password: change it.</strong>}
    </p>
  );
}

function summaryText(scan: DiscoveryScan): string {
  const found = `${scan.cameras.length} ${scan.cameras.length === 1 ? 'camera' : 'cameras'} found`;
  const rest = `${scan.notCameras} not a camera, ${scan.noAnswer} no answer`;
  if (scan.phase === 'scanning') return `Scanning: ${scan.done} of ${scan.total} done, ${found}`;
  if (scan.cancelled) return `Cancelled: scanned ${scan.done} of ${scan.total}; ${found}, ${rest}`;
  return `Scanned ${scan.done} of ${scan.total}: ${found}, ${rest}`;
}

function toggled(set: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(set);
  if (!next.delete(key)) next.add(key);
  return next;
}
