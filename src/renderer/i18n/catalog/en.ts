// The English catalog: every text the renderer shows, by key, one file per area (en/*.ts). The
// German catalog (de.ts, de/*.ts) must have exactly these keys (the type checker and
// test/renderer/i18n/catalog.test.ts hold it). Plurals: `key_one` and `key_other`, used with {{count}}.
import { common } from './en/common';
import { errors } from './en/errors';
import { shell } from './en/shell';
import { views } from './en/views';
import { status } from './en/status';
import { configuration } from './en/configuration';
import { cameras } from './en/cameras';
import { discovery } from './en/discovery';
import { bus } from './en/bus';
import { statistics } from './en/statistics';
import { settings } from './en/settings';
import { fleet } from './en/fleet';
import { history } from './en/history';
import { audit } from './en/audit';
import { site } from './en/site';
import { baseline } from './en/baseline';
import { palette } from './en/palette';
import { agent } from './en/agent';
import { agentStatus } from './en/agentStatus';
import { sync } from './en/sync';
import { sitePicker } from './en/sitePicker';

export const en = { common, errors, shell, views, status, configuration, cameras, discovery, bus, statistics, settings, fleet, history, audit, site, baseline, palette, agent, agentStatus, sync, sitePicker } as const;

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** The shape every catalog has: the English keys, each with a text of its own. */
export type Catalog = Leaves<typeof en>;
