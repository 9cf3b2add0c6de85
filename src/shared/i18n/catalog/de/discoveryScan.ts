// Der Adress-Scan: was er nicht abfragt, wer ihn auch aufruft.
import type { EngineCatalog } from '../en';

export const discoveryScan: EngineCatalog['discoveryScan'] = {
  tooManyAddresses: 'ein Scan nimmt höchstens {{max}} Adressen, gegeben: {{given}}',
  portCount: 'ein Scan probiert 1 bis {{max}} Ports, gegeben: {{given}}',
  badPort: 'Port {{port}} ist keine Zahl von 1 bis 65535',
  notOneAddress: "'{{address}}' ist nicht eine IPv4-Adresse",
  badUser: "der Benutzername darf nicht leer sein und kein ':' enthalten",
  outOfRange: '{{name}} muss eine ganze Zahl von {{min}} bis {{max}} sein, gegeben: {{given}}',
};
