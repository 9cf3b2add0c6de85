// The German shared catalog: the keys of en.ts, in technicians' German.
import type { EngineCatalog } from './en';
import { alertMail } from './de/alertMail';
import { api } from './de/api';
import { audit } from './de/audit';
import { backup } from './de/backup';
import { baseline } from './de/baseline';
import { cli } from './de/cli';
import { cliFleet } from './de/cliFleet';
import { cliSim } from './de/cliSim';
import { commandLine } from './de/commandLine';
import { demo } from './de/demo';
import { fleet } from './de/fleet';
import { remoteConfig } from './de/remoteConfig';
import { report } from './de/report';
import { reportFiles } from './de/reportFiles';
import { site } from './de/site';

export const engineDe: EngineCatalog = { alertMail, api, audit, backup, baseline, cli, cliFleet, cliSim, commandLine, demo, fleet, remoteConfig, report, reportFiles, site };
