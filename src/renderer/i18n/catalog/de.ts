// The German catalog: the keys of en.ts, each in German (technicians' German: Kamera, Verteiler, Bus).
import type { Catalog } from './en';
import { common } from './de/common';
import { errors } from './de/errors';
import { shell } from './de/shell';
import { views } from './de/views';
import { status } from './de/status';
import { configuration } from './de/configuration';
import { cameras } from './de/cameras';
import { discovery } from './de/discovery';
import { bus } from './de/bus';
import { statistics } from './de/statistics';
import { settings } from './de/settings';
import { fleet } from './de/fleet';
import { history } from './de/history';
import { audit } from './de/audit';
import { site } from './de/site';
import { baseline } from './de/baseline';
import { palette } from './de/palette';
import { agent } from './de/agent';
import { agentStatus } from './de/agentStatus';
import { sync } from './de/sync';
import { sitePicker } from './de/sitePicker';

export const de: Catalog = { common, errors, shell, views, status, configuration, cameras, discovery, bus, statistics, settings, fleet, history, audit, site, baseline, palette, agent, agentStatus, sync, sitePicker };
