// The German shared catalog: the keys of en.ts, in technicians' German.
import type { EngineCatalog } from './en';
import { alertMail } from './de/alertMail';
import { api } from './de/api';
import { audit } from './de/audit';
import { backup } from './de/backup';
import { baseline } from './de/baseline';
import { cli } from './de/cli';
import { cliDiscover } from './de/cliDiscover';
import { cliFleet } from './de/cliFleet';
import { cliRc } from './de/cliRc';
import { cliSdkDemo } from './de/cliSdkDemo';
import { cliServe } from './de/cliServe';
import { cliSim } from './de/cliSim';
import { commandLine } from './de/commandLine';
import { demo } from './de/demo';
import { fleet } from './de/fleet';
import { net } from './de/net';
import { remoteConfig } from './de/remoteConfig';
import { report } from './de/report';
import { reportFiles } from './de/reportFiles';
import { site } from './de/site';

export const engineDe: EngineCatalog = { alertMail, api, audit, backup, baseline, cli, cliDiscover, cliFleet, cliRc, cliSdkDemo, cliServe, cliSim, commandLine, demo, fleet, net, remoteConfig, report, reportFiles, site };
