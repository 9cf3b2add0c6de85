// A simulated bus peer on lo, heard by a real distributor core.
import { afterEach, describe, expect, it } from 'vitest';
import type { ReceivedMessage } from '../../../../src/main/distributor/core';
import { BusTraffic, busTrafficPaths, SimulatedBusPeerError, startSimulatedBusPeer, type SimulatedBusPeer } from '../../../../src/main/simulator/bus';
import { activeCore, loopbackSystem, testPassphrase, userConfig, waitFor } from '../../distributor/core/loopbackBus';
import { testUdpPort } from '../../../support/testPorts';
import { errorWords } from '../../../../src/shared/i18n/errorWords';

describe('BusTraffic', () => {
  it('is the same sequence for the same seed, and realistic', () => {
    const first = new BusTraffic(7);
    const second = new BusTraffic(7);
    const sequence = Array.from({ length: 400 }, () => first.next());
    expect(Array.from({ length: 400 }, () => second.next())).toEqual(sequence);
    const byPath = (path: string): string[] => sequence.filter((m) => m.path === path).map((m) => m.value);
    expect(new Set(sequence.map((m) => m.path))).toEqual(new Set(Object.values(busTrafficPaths)));
    const doors = byPath(busTrafficPaths.door);
    doors.forEach((value, i) => expect(value).toBe(i % 2 === 0 ? 'open' : 'closed'));
    expect(new Set(byPath(busTrafficPaths.motion))).toEqual(new Set(['true']));
    for (const value of byPath(busTrafficPaths.keypad)) expect(value).toMatch(/^\d{4}$/);
    const temperatures = byPath(busTrafficPaths.temperature).map(Number);
    for (const [i, t] of temperatures.entries()) {
      expect(t).toBeGreaterThanOrEqual(-25);
      expect(Math.abs(t - (i === 0 ? 7.5 : temperatures[i - 1]!))).toBeLessThanOrEqual(0.31);
    }
  });
});

describe('startSimulatedBusPeer', () => {
  let peer: SimulatedBusPeer | null = null;
  afterEach(() => {
    peer?.stop();
    peer = null;
  });

  it('sends labelled traffic at the configured rate that a distributor receives', async () => {
    const user = userConfig({ port: await testUdpPort(), passphrase: testPassphrase(), poll_freq: 50, resend: 2 });
    const listener = await activeCore(user);
    const heard: ReceivedMessage[] = [];
    listener.events.on('message', (message) => heard.push(message));
    peer = await startSimulatedBusPeer({ systemConfig: loopbackSystem(), userConfig: user, ratePerSecond: 40, seed: 3 });
    expect(peer.label).toBe('Simulated');
    expect(peer.identity.IP).toBe('127.0.0.1');
    expect(peer.identity.PID).toBeGreaterThan(2 ** 22);
    await waitFor(() => heard.length >= 20, '20 simulated messages');
    const elapsedSent = peer.sent;
    peer.stop();
    expect(heard.every((m) => m.from.PID === peer!.identity.PID)).toBe(true);
    const replay = new BusTraffic(3);
    expect(heard.slice(0, 10).map((m) => `${m.path}=${m.value}`)).toEqual(Array.from({ length: 10 }, () => replay.next()).map((m) => `${m.path}=${m.value}`));
    expect(peer.recent.at(-1)).toBeDefined();
    expect(peer.refused).toBe(0);

    const countAtStop = heard.length;
    // A later marker from another peer: whatever the stopped peer still had on the wire came before it.
    const markerSender = await activeCore(user);
    markerSender.send('messages.global.marker', '1');
    await waitFor(() => heard.some((message) => message.path === 'messages.global.marker'), 'the later marker');
    const fromPeer = heard.filter((message) => message.from.PID === peer!.identity.PID);
    expect(fromPeer.length - countAtStop).toBeLessThanOrEqual(2); // at most what was already queued
    expect(peer.sent).toBe(elapsedSent);
    expect(listener.statistics().peers.find((known) => known.PID === peer!.identity.PID)).toMatchObject({ msg_rx: fromPeer.length });
  });

  it('refuses to start without a usable interface, saying why', async () => {
    const user = userConfig({ port: await testUdpPort(), iface: 'nosuch0' });
    await expect(startSimulatedBusPeer({ systemConfig: loopbackSystem(), userConfig: user, ratePerSecond: 1 })).rejects.toThrow(SimulatedBusPeerError);
    await expect(startSimulatedBusPeer({ systemConfig: loopbackSystem(), userConfig: user, ratePerSecond: 1 })).rejects.toThrow(/cannot start: interface nosuch0/);
    await expect(startSimulatedBusPeer({ systemConfig: loopbackSystem(), userConfig: user, ratePerSecond: 0 })).rejects.toThrow(/ratePerSecond must be above 0/);
  });

  it('says in German why it cannot start', async () => {
    const user = userConfig({ port: await testUdpPort(), iface: 'nosuch0' });
    const error = await startSimulatedBusPeer({ systemConfig: loopbackSystem(), userConfig: user, ratePerSecond: 1 }).catch((caught: unknown) => caught);
    expect(errorWords(error, 'de')).toMatch(/^simulierter Bus-Teilnehmer kann nicht starten: die Schnittstelle nosuch0 \(broadcast\.iface\) gibt es nicht \(Schnittstellen hier: /);
  });
});
