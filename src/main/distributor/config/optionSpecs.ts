// Every option of system_config.json (spec 2.2) and user_config.json (spec 2.3): type, range,
// default, and whether a change applies while the process runs. docs/distributor-config.md
// explains each choice; the parser, the defaults and the change check all read this table.
import { localize, type Text } from '../../../shared/i18n/text';

interface OptionSpecBase {
  /** Dotted name; each dot is one level of nested JSON object. */
  name: string;
  description: string;
  /** True when changing it takes effect on the next init() without restarting the process. */
  liveChangeable: boolean;
}

export interface IntegerOptionSpec extends OptionSpecBase {
  kind: 'integer';
  min: number;
  max: number;
  default: number;
}

export interface StringOptionSpec extends OptionSpecBase {
  kind: 'string';
  /** Absent options with no default stay unset (broadcast.iface). */
  default?: string;
  allowEmpty: boolean;
  maxLength: number;
  /** Never echoed in error messages (the passphrase). */
  secret: boolean;
}

export interface StringListOptionSpec extends OptionSpecBase {
  kind: 'string-list';
  required: true;
  example: string[];
}

export type OptionSpec = IntegerOptionSpec | StringOptionSpec | StringListOptionSpec;

export const systemOptionSpecs: readonly OptionSpec[] = [
  {
    name: 'log_list_max',
    kind: 'integer',
    min: 0,
    max: 10_000,
    default: 16,
    liveChangeable: false,
    description: 'Maximum number of peers listed in the statistics publication (the summary still counts all).',
  },
  {
    name: 'broadcast.interfaces',
    kind: 'string-list',
    required: true,
    example: ['eth0', 'wlan0'],
    liveChangeable: false,
    description: 'Interfaces searched in this order for an IPv4 broadcast address; the first usable one is taken.',
  },
];

export const userOptionSpecs: readonly OptionSpec[] = [
  {
    name: 'broadcast.iface',
    kind: 'string',
    allowEmpty: false,
    maxLength: 256,
    secret: false,
    liveChangeable: true,
    description: 'Interface whose IPv4 broadcast address is used; unset = first usable of broadcast.interfaces.',
  },
  {
    name: 'broadcast.max_time_offset',
    kind: 'integer',
    min: 0,
    max: 86_400,
    default: 5,
    liveChangeable: true,
    description: 'Seconds a package timestamp may differ from local time before the package is dropped; 0 turns the check off.',
  },
  {
    name: 'broadcast.passphrase',
    kind: 'string',
    default: '',
    allowEmpty: true,
    maxLength: 1024,
    secret: true,
    liveChangeable: true,
    description: 'Shared passphrase the AES-256 key is derived from; empty = encryption off (debugging only).',
  },
  {
    name: 'broadcast.poll_freq',
    kind: 'integer',
    min: 0,
    max: 1000,
    default: 10,
    liveChangeable: true,
    description: 'Packages sent per second; 0 = one package every 10 seconds (debugging only).',
  },
  {
    name: 'broadcast.port',
    kind: 'integer',
    min: 1,
    max: 65_535,
    default: 19_300,
    liveChangeable: true,
    description: 'UDP port shared by all peers.',
  },
  {
    name: 'broadcast.resend',
    kind: 'integer',
    min: 1,
    max: 255,
    default: 3,
    liveChangeable: true,
    description: 'Sending attempts per message; 1 = sent once, no resend.',
  },
];

/** Options whose change needs the UDP socket reopened (the others apply in place). */
export const socketOptions: readonly string[] = ['broadcast.iface', 'broadcast.port'];

export function describeExpectation(spec: OptionSpec): Text {
  switch (spec.kind) {
    case 'integer':
      return localize('distributor.config.expected.integer', { min: String(spec.min), max: String(spec.max) });
    case 'string':
      return localize(spec.allowEmpty ? 'distributor.config.expected.string' : 'distributor.config.expected.nonEmptyString', { max: String(spec.maxLength) });
    case 'string-list':
      return localize('distributor.config.expected.interfaceList', { example: JSON.stringify(spec.example) });
  }
}
