// `camconfig agent --print-systemd-unit`: a systemd service unit that runs this agent, as given,
// with this node and this camconfig (docs/agent.md says where to put it). The passphrase is
// never in the unit: it comes from an EnvironmentFile only root can read. A unit file is a
// machine's file, so it stays in one form (English comments), whatever the terminal's language.
import { resolve } from 'node:path';
import type { AgentOptions } from './agentOptions';

export const agentEnvironmentFile = '/etc/camconfig/agent.env';

/** One argument of ExecStart= as systemd reads it: in double quotes, `\`, `"` escaped, `%` doubled, `$` doubled. */
export function systemdArgument(argument: string): string {
  if (/^[A-Za-z0-9_./:=+,@-]+$/.test(argument)) return argument;
  return `"${argument.replace(/[\\"]/g, (char) => `\\${char}`).replace(/%/g, '%%').replace(/\$/g, '$$$$')}"`;
}

export interface UnitTarget {
  node: string;
  camconfig: string;
  /** The workspace folder, absolute. */
  workspace: string;
}

export function systemdUnit(options: AgentOptions, target: UnitTarget): string {
  const args = [target.node, target.camconfig, 'agent', '--workspace', target.workspace];
  if (options.metricsPort !== null) args.push('--metrics-port', String(options.metricsPort), '--metrics-host', options.metricsHost);
  if (options.allowRemote) args.push('--allow-remote');
  if (options.tokenFile !== undefined) args.push('--token-file', resolve(options.tokenFile)); // the service starts in /
  const writable = [target.workspace];
  return `# CamConfig site agent (docs/agent.md, "Run it as a service")
# Install: save as /etc/systemd/system/camconfig-agent.service, put the workspace passphrase
# into ${agentEnvironmentFile} as CAMCONFIG_WORKSPACE_PASSPHRASE=... (chmod 600), then
# systemctl daemon-reload && systemctl enable --now camconfig-agent
[Unit]
Description=CamConfig site agent
Wants=network-online.target
After=network-online.target

[Service]
Type=simple
ExecStart=${args.map(systemdArgument).join(' ')}
EnvironmentFile=${agentEnvironmentFile}
User=camconfig
Group=camconfig
Restart=on-failure
RestartSec=10
KillSignal=SIGTERM
TimeoutStopSec=30
NoNewPrivileges=yes
PrivateTmp=yes
ProtectSystem=strict
ProtectHome=read-only
ReadWritePaths=${writable.map(systemdArgument).join(' ')}

[Install]
WantedBy=multi-user.target
`;
}
