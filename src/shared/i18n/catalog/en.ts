// The shared part of the one message catalog: every text made in src/shared or src/main that a
// person reads (a service's answer, an engine's error, a report, the command line), by id, one
// file per area (en/*.ts), rendered by src/shared/i18n/renderText.ts in every process; the
// German part (de.ts, de/*.ts) has exactly these keys (the type checker and
// test/renderer/i18n/catalog.test.ts hold it). Placeholders are i18next's `{{name}}`; plurals
// `key_one`/`key_other` with {{count}}. docs/architecture.md, Languages, says how to add one.
import { api } from './en/api';
import { audit } from './en/audit';
import { backup } from './en/backup';
import { baseline } from './en/baseline';
import { cameraList } from './en/cameraList';
import { cliSim } from './en/cliSim';
import { commandLine } from './en/commandLine';
import { demo } from './en/demo';
import { files } from './en/files';
import { fleet } from './en/fleet';
import { remoteConfig } from './en/remoteConfig';
import { report } from './en/report';
import { services } from './en/services';
import { site } from './en/site';
import { workspace } from './en/workspace';

export const engineEn = { api, audit, backup, baseline, cameraList, cliSim, commandLine, demo, files, fleet, remoteConfig, report, services, site, workspace } as const;

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** The shape every language of the shared catalog has: the English keys, each with a text of its own. */
export type EngineCatalog = Leaves<typeof engineEn>;
