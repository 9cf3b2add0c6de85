// The demo's simulated bus peer in the sidebar, in Chromium (web mode) on the demo services
// (distributor and peer on `lo`, real UDP): it is named with its address and PID; a new
// passphrase set in the sidebar's distributor set-up is followed by the peer, so the studio
// keeps hearing it (its packages stop failing authentication) and the sidebar says running;
// a peer the studio does not hear is shown cut off, not running. axe finds nothing.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioItself } from '../../src/main/services/studioServices';
import { createTestStudioServices } from '../support/simulatedCameras';
import { axeViolations, describeFindings } from './axe';
import { withInjectedEvents, type InjectableServices } from './injectedEvents';
import { openAxePage, openWebStudio, type WebStudio } from './webStudio';

let injected: InjectableServices;
let studio: WebStudio;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  injected = withInjectedEvents(await createTestStudioServices({ demo: true, mode: 'web', statisticsIntervalMs: 200, simulatorWatchIntervalMs: 100 }));
  studio = await openWebStudio(injected.services, problems, 20_000);
  page = await openAxePage(studio, problems);
}, 60_000);

afterAll(async () => {
  await studio?.close();
  await injected?.services.close();
});

const handlers = () => injected.services.handlers;
const demoPeer = async () => (await handlers()['simulator.list']({}, studioItself)).busPeers[0]!;
const receivedFromDemoPeer = async () => {
  const { identity } = await demoPeer();
  const { publication } = await handlers()['distributor.statistics']({}, studioItself);
  return publication.peers.find((peer) => peer.IP === identity?.IP && peer.PID === identity.PID)?.pkt_rx ?? 0;
};
const failuresAtLoopback = async () => (await handlers()['distributor.statistics']({}, studioItself)).authFailures.sources.find((source) => source.IP === '127.0.0.1')?.packages ?? 0;
const peerItem = () => page.getByRole('navigation').getByRole('option', { name: /^bus-1 \(127\.0\.0\.1, PID \d+\)/ });

describe('the demo bus peer in the sidebar', () => {
  it('follows a new passphrase set in the distributor set-up: still heard, and the sidebar says running', async () => {
    await peerItem().getByText('running', { exact: true }).waitFor();
    const { port } = await handlers()['distributor.state']({}, studioItself);
    const appliedAt = async () => (await handlers()['distributor.settings']({}, studioItself)).applied?.appliedAt;
    const demoAppliedAt = await appliedAt();
    await page.getByRole('button', { name: 'Set up distributor…' }).click();
    const form = page.getByRole('form', { name: 'Set up distributor' });
    await form.getByLabel('Interface').fill('lo');
    await form.getByLabel('UDP port').fill(String(port));
    await form.getByLabel('Passphrase').fill('a passphrase of this site');
    await form.getByRole('button', { name: 'Start distributor' }).click();
    await expect.poll(appliedAt).not.toBe(demoAppliedAt);
    await expect.poll(async () => (await demoPeer()).reach).toBe('heard');
    const failures = await failuresAtLoopback();
    const received = await receivedFromDemoPeer();
    await expect.poll(receivedFromDemoPeer).toBeGreaterThan(received + 20);
    expect(await failuresAtLoopback()).toBe(failures);
    await peerItem().getByText('running', { exact: true }).waitFor();
    expect(await peerItem().getByText('cut off').count()).toBe(0);
  });

  it('shows a peer the studio does not hear as cut off, saying why', async () => {
    // The real peer stopped first, so that no state of its own (its counters) replaces the one sent here.
    const running = await demoPeer();
    await handlers()['simulator.setBusPeer']({ peerId: 'bus-1', running: false }, studioItself);
    await page.getByRole('navigation').getByRole('option', { name: /^bus-1/ }).getByText('stopped', { exact: true }).waitFor();
    const state = await handlers()['simulator.list']({}, studioItself);
    injected.emit({ event: 'simulator.state', payload: { ...state, busPeers: [{ ...running, reach: 'cut_off' }] } });
    await peerItem().getByText('cut off', { exact: true }).waitFor();
    await peerItem().getByText(/^The studio does not receive its packages: they fail authentication/).waitFor();
    expect(await peerItem().getByText('running', { exact: true }).count()).toBe(0);
    for (const theme of ['Dark', 'Light']) {
      await page.getByRole('button', { name: theme, exact: true }).click();
      expect(describeFindings(await axeViolations(page))).toBe('');
    }
    expect(problems).toEqual([]);
  });
});
