// The German shared catalog: the keys of en.ts, in technicians' German.
import type { EngineCatalog } from './en';
import { api } from './de/api';
import { audit } from './de/audit';
import { baseline } from './de/baseline';
import { fleet } from './de/fleet';
import { site } from './de/site';

export const engineDe: EngineCatalog = { api, audit, baseline, fleet, site };
