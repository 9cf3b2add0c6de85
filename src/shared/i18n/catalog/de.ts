// The German shared catalog: the keys of en.ts, in technicians' German.
import type { EngineCatalog } from './en';
import { agent } from './de/agent';
import { api } from './de/api';
import { audit } from './de/audit';
import { backup } from './de/backup';
import { baseline } from './de/baseline';
import { busPeer } from './de/busPeer';
import { cliSim } from './de/cliSim';
import { cliSite } from './de/cliSite';
import { commandLine } from './de/commandLine';
import { demo } from './de/demo';
import { distributor } from './de/distributor';
import { fleet } from './de/fleet';
import { recorder } from './de/recorder';
import { remoteConfig } from './de/remoteConfig';
import { report } from './de/report';
import { site } from './de/site';
import { siteRepo } from './de/siteRepo';

export const engineDe: EngineCatalog = { agent, api, audit, backup, baseline, busPeer, cliSim, cliSite, commandLine, demo, distributor, fleet, recorder, remoteConfig, report, site, siteRepo };
