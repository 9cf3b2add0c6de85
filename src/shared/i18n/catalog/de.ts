// The German shared catalog: the keys of en.ts, in technicians' German.
import type { EngineCatalog } from './en';
import { api } from './de/api';
import { backup } from './de/backup';
import { demo } from './de/demo';
import { remoteConfig } from './de/remoteConfig';
import { report } from './de/report';
import { site } from './de/site';

export const engineDe: EngineCatalog = { api, backup, demo, remoteConfig, report, site };
