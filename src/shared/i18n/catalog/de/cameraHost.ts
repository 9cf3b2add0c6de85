import type { EngineCatalog } from '../en';

export const cameraHost: EngineCatalog['cameraHost'] = {
  subject: 'Host',
  empty: 'der Host ist leer: die Adresse der Kamera angeben, z. B. 192.0.2.20',
  tooLong: 'der Host ist länger als {{max}} Zeichen',
  nameTooLong: 'der Hostname ist länger als {{max}} Zeichen',
  notIpv6: '{{host}} ist keine IPv6-Adresse',
  notUrl: '{{host}} ist keine IP-Adresse und kein Hostname (keine Leerzeichen, "/", "?", "#" oder "@": keine URL)',
  badCharacters: "{{host}} ist keine IP-Adresse und kein Hostname (nur Buchstaben, Ziffern, '-' und '.')",
  notIpv4: '{{host}} ist keine IPv4-Adresse (vier Zahlen von 0 bis 255)',
  leadingZero: '{{host}} hat eine Zahl mit führender Null, die manche Systeme oktal lesen: ohne sie schreiben',
};
