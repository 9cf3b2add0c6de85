// The shared part of the one message catalog: every text made in src/shared or src/main that a
// person reads (a service's answer, an engine's error, a report, the command line), by id, one
// file per area (en/*.ts), rendered by src/shared/i18n/renderText.ts in every process; the
// German part (de.ts, de/*.ts) has exactly these keys (the type checker and
// test/renderer/i18n/catalog.test.ts hold it). Placeholders are i18next's `{{name}}`; plurals
// `key_one`/`key_other` with {{count}}. docs/architecture.md, Languages, says how to add one.
import { agent } from './en/agent';
import { agentAlerts } from './en/agentAlerts';
import { agentChannels } from './en/agentChannels';
import { agentMetrics } from './en/agentMetrics';
import { agentRun } from './en/agentRun';
import { agentStatus } from './en/agentStatus';
import { agentStudio } from './en/agentStudio';
import { alertMail } from './en/alertMail';
import { api } from './en/api';
import { audit } from './en/audit';
import { backup } from './en/backup';
import { baseline } from './en/baseline';
import { busPeer } from './en/busPeer';
import { cameraHost } from './en/cameraHost';
import { cameraList } from './en/cameraList';
import { cameraNames } from './en/cameraNames';
import { cli } from './en/cli';
import { cliAgent } from './en/cliAgent';
import { cliDiscover } from './en/cliDiscover';
import { cliFleet } from './en/cliFleet';
import { cliRc } from './en/cliRc';
import { cliSdkDemo } from './en/cliSdkDemo';
import { cliServe } from './en/cliServe';
import { cliSim } from './en/cliSim';
import { cliSite } from './en/cliSite';
import { cliSiteCommit } from './en/cliSiteCommit';
import { commandFile } from './en/commandFile';
import { commandLine } from './en/commandLine';
import { contract } from './en/contract';
import { demo } from './en/demo';
import { discoveryScan } from './en/discoveryScan';
import { distributor } from './en/distributor';
import { distributorWire } from './en/distributorWire';
import { files } from './en/files';
import { fleet } from './en/fleet';
import { net } from './en/net';
import { recorder } from './en/recorder';
import { remoteConfig } from './en/remoteConfig';
import { report } from './en/report';
import { reportFiles } from './en/reportFiles';
import { services } from './en/services';
import { site } from './en/site';
import { siteMigration } from './en/siteMigration';
import { siteRepo } from './en/siteRepo';
import { textRules } from './en/textRules';
import { transport } from './en/transport';
import { workspace } from './en/workspace';

export const engineEn = { agent, agentAlerts, agentChannels, agentMetrics, agentRun, agentStatus, agentStudio, alertMail, api, audit, backup, baseline, busPeer, cameraHost, cameraList, cameraNames, cli, cliAgent, cliDiscover, cliFleet, cliRc, cliSdkDemo, cliServe, cliSim, cliSite, cliSiteCommit, commandFile, commandLine, contract, demo, discoveryScan, distributor, distributorWire, files, fleet, net, recorder, remoteConfig, report, reportFiles, services, site, siteMigration, siteRepo, textRules, transport, workspace } as const;

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** The shape every language of the shared catalog has: the English keys, each with a text of its own. */
export type EngineCatalog = Leaves<typeof engineEn>;
