// The German shared catalog: the keys of en.ts, in technicians' German.
import type { EngineCatalog } from './en';
import { api } from './de/api';
import { audit } from './de/audit';
import { backup } from './de/backup';
import { baseline } from './de/baseline';
import { demo } from './de/demo';
import { fleet } from './de/fleet';
import { remoteConfig } from './de/remoteConfig';
import { report } from './de/report';
import { reportFiles } from './de/reportFiles';
import { site } from './de/site';

export const engineDe: EngineCatalog = { api, audit, backup, baseline, demo, fleet, remoteConfig, report, reportFiles, site };
