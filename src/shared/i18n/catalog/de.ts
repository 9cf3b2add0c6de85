// The German shared catalog: the keys of en.ts, in technicians' German.
import type { EngineCatalog } from './en';
import { api } from './de/api';
import { audit } from './de/audit';
import { backup } from './de/backup';
import { baseline } from './de/baseline';
import { cameraList } from './de/cameraList';
import { cliSim } from './de/cliSim';
import { commandLine } from './de/commandLine';
import { demo } from './de/demo';
import { files } from './de/files';
import { fleet } from './de/fleet';
import { remoteConfig } from './de/remoteConfig';
import { report } from './de/report';
import { services } from './de/services';
import { site } from './de/site';
import { workspace } from './de/workspace';

export const engineDe: EngineCatalog = { api, audit, backup, baseline, cameraList, cliSim, commandLine, demo, files, fleet, remoteConfig, report, services, site, workspace };
