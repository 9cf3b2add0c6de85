// Die Worte des Verteilers zu empfangenen Paketen und die Zeilen der -d-Ablaufverfolgung von sdk-demo.
import type { EngineCatalog } from '../en';

export const distributorWire: EngineCatalog['distributorWire'] = {
  decode: {
    shorterThanHeader: 'Paket von {{bytes}} Byte ist kürzer als der Kopf von {{header}} Byte',
    notOurs: 'kein Verteilerpaket: beginnt mit {{start}}, erwartet {{magic}} ("CCMX")',
    noReplayProtection: 'Wire-Format-Version {{version}} hat keinen Schutz gegen Wiederholung und wird abgewiesen: den Sender auf Wire-Format-Version {{ours}} aktualisieren',
    otherVersion: 'Wire-Format-Version {{version}}; dieses Programm liest Version {{ours}}',
    unknownFlags: 'unbekannte Flag-Bits {{flags}} (ein neueres Format?)',
    encryptedUnexpected: 'verschlüsseltes Paket, aber die Verschlüsselung ist hier aus (keine broadcast.passphrase gesetzt)',
    unencryptedRejected: 'unverschlüsseltes Paket, aber die Verschlüsselung ist hier ein (broadcast.passphrase gesetzt): der Sender hat keine Passphrase',
    encryptedTooShort: 'verschlüsseltes Paket von {{bytes}} Byte ist kürzer als seine {{minimum}} Byte aus Kopf und Tag',
    unauthentic: 'Authentifizierung fehlgeschlagen: der Sender verwendet eine andere Passphrase, oder das Paket wurde verändert',
    corruptBody: 'authentisches Paket mit beschädigtem Inhalt: {{detail}}',
    oversized: 'Paket von {{bytes}} Byte ist größer als die Grenze von {{max}} Byte',
    undecodable: 'Paket nicht decodierbar: {{reason}}',
  },
  body: {
    shorterThanHeader: 'Inhalt von {{bytes}} Byte ist kürzer als sein Kopf von {{header}} Byte',
    timestampBeyondClock: 'Zeitstempel von {{ms}} ms oder mehr liegt jenseits jeder echten Uhr',
    inMessages: '{{detail}} (das Paket nennt {{count}} Nachrichten)',
    bytesAfterLast: '{{bytes}} Byte folgen auf die letzte von {{count}} Nachrichten',
    messageHeaderCut: 'Nachricht {{index}} ist in ihrem Kopf abgeschnitten',
    messageTextCut: 'Nachricht {{index}} nennt {{declared}} Byte Text, nur {{left}} sind übrig',
    pathNotUtf8: 'Nachricht {{index}} hat einen Pfad, der kein gültiges UTF-8 ist',
    valueNotUtf8: 'Nachricht {{index}} hat einen Wert, der kein gültiges UTF-8 ist',
  },
  admission: {
    senderLimit: 'der Schutz gegen Wiederholung verfolgt {{senders}} Sender, alle innerhalb der letzten 2 x broadcast.max_time_offset gehört',
    alreadyReceived: 'Paket {{sequence}} dieses Senders wurde schon empfangen',
    tooOld: 'Paket {{sequence}} liegt mehr als {{window}} Pakete hinter dem neuesten dieses Senders',
    clockOffset: 'Zeitstempel weicht um {{seconds}} s ab, broadcast.max_time_offset ist {{limit}} s',
  },
  trace: {
    peer: '{{address}} PID {{pid}}',
    sentFrom: '{{peer}} (gesendet von {{source}})',
    dropUndecoded: 'rx verworfen: {{bytes}} Byte von {{source}}: {{reason}}: {{detail}}',
    dropPackage: 'rx verworfen: Paket {{sequence}} von {{sender}}: {{reason}}: {{detail}}',
    packageRx: 'rx Paket {{sequence}} von {{sender}}: {{messages}} Nachrichten, {{bytes}} Byte',
    duplicate: 'rx verworfen: Nachricht {{id}} Versuch {{attempt}} von {{peer}}: duplicate',
    invalidMessage: 'rx ungültige Nachricht {{id}} von {{peer}}: {{problem}}',
    messageRx: 'rx Nachricht {{id}} Versuch {{attempt}} von {{peer}}: {{path}}={{value}}',
    messageTx: 'tx Nachricht {{id}} Versuch {{attempt}}: {{path}}={{value}}',
    packageTx: 'tx Paket {{sequence}}: {{messages}} Nachrichten, {{bytes}} Byte an {{broadcast}}:{{port}}',
  },
};
