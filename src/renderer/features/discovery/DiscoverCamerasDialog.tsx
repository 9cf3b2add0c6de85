import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioText } from '../../i18n/studioText';
import type { Formatters } from '../../i18n/format';
import { useFormatters, useLanguage } from '../../i18n/useLanguage';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { errorText } from '../../ui/errorText';
import { FormField } from '../../ui/FormField';
import { addDiscoveredCameras, addProbedAddress, cancelScan, closeScan, runScan, type AddedCameras } from './discoveryActions';
import { canAdd, foundCount, resultKey, type DiscoveryScan } from './discoveryScan';
import { DiscoveryResultList } from './DiscoveryResultList';
import { HeardOnBusList } from './HeardOnBusList';
import { scanFailureText } from './scanFailure';
import { scanFormOf } from './scanForm';
import '../../styles/discovery.css';
import { useText } from '../../i18n/useText';

/** The user a camera has from the factory: the user name tried when none is typed. */
const factoryUser = 'admin';

/**
 * "Discover cameras…": a modal dialog (native <dialog>: focus stays inside, Escape closes it
 * and cancels a scan under way). The range field starts empty: nothing is scanned that the
 * technician did not type. The password is sent once with the scan and the field forgets it.
 */
export function DiscoverCamerasDialog({ onClose }: { onClose(): void }) {
  const studio = useStudio();
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
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
      .catch((error: unknown) => setProblem(scanFailureText(error, language)))
      .finally(() => summary.current?.focus());
  };
  const addProbed = async (address: string) => {
    const group = addForm.current?.elements.namedItem('group');
    try {
      const answer = await addProbedAddress(studio, address, group instanceof HTMLInputElement ? group.value.trim() : '');
      if (answer) setAdded(answer);
    } catch (error) {
      setProblem(t('discovery.addProbedFailed', { address, reason: errorText(error, language) }));
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
  const cancel = () => void cancelScan(studio).catch((error: unknown) => setProblem(errorText(error, language)));
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
      .catch((error: unknown) => setProblem(t('discovery.addFailed', { reason: errorText(error, language) })))
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
      <h3 id={titleId}>{t('discovery.title')}</h3>
      <form ref={scanForm} aria-label={t('discovery.scanForm')} className="studio-form discovery-scan-form" onSubmit={start}>
        <FormField label={t('discovery.range')} name="range" required autoFocus autoComplete="off" placeholder="192.168.1.0/24" hint={t('discovery.rangeHint')} disabled={scanning} />
        <FormField label={t('discovery.ports')} name="ports" autoComplete="off" placeholder="80" hint={t('discovery.portsHint')} disabled={scanning} />
        <FormField label={t('discovery.user')} name="user" autoComplete="off" placeholder={factoryUser} disabled={scanning} />
        <FormField label={t('discovery.password')} name="password" type="password" autoComplete="off" hint={t('discovery.passwordHint')} disabled={scanning} />
        <FormField label={t('discovery.https')} name="https" type="checkbox" disabled={scanning} />
        <div className="dialog-buttons">
          {scanning ? (
            <button ref={cancelButton} type="button" className="button" onClick={cancel}>
              {t('discovery.cancelScan')}
            </button>
          ) : (
            <button type="submit" className="button primary">
              {scan.phase === 'idle' ? t('discovery.start') : t('discovery.scanAgain')}
            </button>
          )}
        </div>
      </form>
      <AlertLine message={problem} />
      <HeardOnBusList canProbe={!scanning} onProbe={probe} />
      {scan.phase !== 'idle' && (
        <section aria-label={t('discovery.results')} className="discovery-results-section">
          <p ref={summary} tabIndex={-1} role="status" className="discovery-summary">
            {summaryText(scan, t, format)}
          </p>
          {scanning && <progress className="discovery-progress" aria-label={t('discovery.progress')} max={Math.max(scan.total, 1)} value={scan.done} />}
          {factory.length > 0 && (
            <p role="alert" className="discovery-factory-warning">
              {t('discovery.factoryWarning', { count: factory.length })}
            </p>
          )}
          <DiscoveryResultList cameras={scan.cameras} chosen={chosen} onToggle={toggle} />
          <form ref={addForm} aria-label={t('discovery.addForm')} className="studio-form discovery-add-form" onSubmit={add}>
            <button type="button" className="link-button" disabled={addable.length === 0} onClick={() => setChosen(new Set(addable.map(resultKey)))}>
              {t('discovery.selectAll', { count: addable.length })}
            </button>
            <FormField label={t('discovery.group')} name="group" autoComplete="off" hint={t('discovery.groupHint')} />
            <button type="submit" className="button primary" disabled={scanning || adding || chosen.size === 0 || scan.scanId === null}>
              {adding ? t('discovery.adding') : t('discovery.add', { count: chosen.size })}
            </button>
          </form>
          {added && <AddedNote added={added} />}
        </section>
      )}
      <div className="dialog-buttons">
        <button type="button" className="button" onClick={onClose}>
          {t('discovery.close')}
        </button>
      </div>
    </dialog>
  );
}

function AddedNote({ added }: { added: AddedCameras }) {
  const { t } = useTranslation();
  const say = useText();
  const count = added.report.added.length;
  const group = added.report.added[0]?.group;
  const { problems } = added.report;
  return (
    <>
      <p role="status" className="discovery-added">
        {group ? t('discovery.addedToGroup', { count, group }) : t('discovery.added', { count })}
        {added.factoryPassword.length > 0 && <strong className="discovery-factory"> {t('discovery.addedFactory', { count: added.factoryPassword.length })}</strong>}
      </p>
      {problems.length > 0 && (
        <ul className="discovery-not-added" aria-label={t('discovery.notAdded', { count: problems.length })}>
          {problems.map((problem) => (
            <li key={problem.line}>{say(problem.message)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

function summaryText(scan: DiscoveryScan, t: StudioText, format: Formatters): string {
  const found = t('discovery.found', { count: foundCount(scan) });
  const rest = t('discovery.rest', { notCameras: scan.notCameras, noAnswer: scan.noAnswer });
  const counts = { done: format.number(scan.done, 0), total: format.number(scan.total, 0), found, rest };
  if (scan.phase === 'scanning') return t('discovery.scanning', counts);
  return scan.cancelled ? t('discovery.cancelled', counts) : t('discovery.scanned', counts);
}

function toggled(set: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(set);
  if (!next.delete(key)) next.add(key);
  return next;
}
