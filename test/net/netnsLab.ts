// A small lab of network namespaces for multi-host tests: one "switch" namespace holding a
// bridge, and hosts, each in its own namespace with one veth (bus0) plugged into the bridge.
// Every link and address lives inside the namespaces this lab creates; nothing is added to
// the machine's own namespace. Names are unique per run; destroy() removes everything.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

export interface LabHost {
  name: string;
  namespace: string;
  /** e.g. 10.231.1.1/24 */
  cidr: string;
  address: string;
}

function ip(...args: string[]): void {
  execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

export class NetnsLab {
  readonly runId = randomBytes(3).toString('hex');
  private readonly namespaces: string[] = [];
  private readonly switchNamespace = `ccsw-${this.runId}`;
  readonly hosts: LabHost[] = [];

  /** Creates the switch namespace with its bridge. */
  create(): void {
    this.addNamespace(this.switchNamespace);
    ip('-n', this.switchNamespace, 'link', 'add', 'br0', 'type', 'bridge');
    ip('-n', this.switchNamespace, 'link', 'set', 'br0', 'up');
  }

  /** A host on the bridge with interface bus0 holding `cidr` (its broadcast address set). */
  addHost(name: string, cidr: string): LabHost {
    const namespace = `cc${name}-${this.runId}`;
    this.addNamespace(namespace);
    const port = `p${name}`;
    ip('-n', this.switchNamespace, 'link', 'add', port, 'type', 'veth', 'peer', 'name', 'bus0', 'netns', namespace);
    ip('-n', this.switchNamespace, 'link', 'set', port, 'master', 'br0');
    ip('-n', this.switchNamespace, 'link', 'set', port, 'up');
    ip('-n', namespace, 'link', 'set', 'lo', 'up');
    ip('-n', namespace, 'addr', 'add', cidr, 'brd', '+', 'dev', 'bus0');
    ip('-n', namespace, 'link', 'set', 'bus0', 'up');
    const host = { name, namespace, cidr, address: cidr.split('/')[0]! };
    this.hosts.push(host);
    return host;
  }

  /** The command prefix that runs a program inside a host's namespace. */
  exec(host: LabHost, ...command: string[]): string[] {
    return ['ip', 'netns', 'exec', host.namespace, ...command];
  }

  /** Deletes every namespace this lab created (which removes their links); never throws. */
  destroy(): string[] {
    const problems: string[] = [];
    for (const namespace of this.namespaces.splice(0).reverse()) {
      try {
        ip('netns', 'del', namespace);
      } catch (error) {
        problems.push(`${namespace}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return problems;
  }

  private addNamespace(namespace: string): void {
    ip('netns', 'add', namespace);
    this.namespaces.push(namespace);
  }
}

/** Namespaces whose names contain `runId` (to check that a lab left nothing behind). */
export function namespacesOfRun(runId: string): string[] {
  const listing = execFileSync('ip', ['netns', 'list'], { encoding: 'utf8' });
  return listing
    .split('\n')
    .map((line) => line.split(' ')[0] ?? '')
    .filter((name) => name.includes(runId));
}
