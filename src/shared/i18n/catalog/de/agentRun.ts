import type { EngineCatalog } from '../en';

export const agentRun: EngineCatalog['agentRun'] = {
  job: {
    started: '{{job}} gestartet',
    ended: {
      ok: '{{job}} nach {{seconds}} s beendet',
      stopped: '{{job}} nach {{seconds}} s gestoppt (läuft beim nächsten Start erneut)',
    },
    failed: '{{job}} nach {{seconds}} s fehlgeschlagen: {{problem}}',
    skipped: {
      overran: '{{job}}: der nächste Termin kam, während er noch lief; übersprungen',
      paused: '{{job}}: von einem Wartungsfenster angehalten; übersprungen',
    },
    unfinished: '{{job}} wurde beim letzten Lauf nicht fertig (der Agent endete währenddessen: ein Stoppsignal, kill -9 oder ein Absturz): läuft jetzt erneut',
  },
  alert: {
    sent: 'Alarm {{kind}} {{phase}} ({{camera}}) an {{channel}} gesendet',
    failed: 'Alarm {{kind}} {{phase}} ({{camera}}) von {{channel}} nicht angenommen: nach dem nächsten Auftrag erneut versucht',
    dropped: 'Alarm {{kind}} {{phase}} ({{camera}}) vor dem Beenden nicht an {{channel}} gesendet: beim nächsten Start gesendet',
  },
  digest: {
    sent_one: 'Sammelnachricht mit {{formattedCount}} Meldung über {{channel}} gesendet',
    sent_other: 'Sammelnachricht mit {{formattedCount}} Meldungen über {{channel}} gesendet',
    failed_one: 'Sammelnachricht mit {{formattedCount}} Meldung von {{channel}} nicht angenommen: aufbewahrt und zum nächsten Termin gesendet',
    failed_other: 'Sammelnachricht mit {{formattedCount}} Meldungen von {{channel}} nicht angenommen: aufbewahrt und zum nächsten Termin gesendet',
    dropped_one: 'Sammelnachricht mit {{formattedCount}} Meldung vor dem Stopp nicht über {{channel}} gesendet: aufbewahrt für den nächsten Termin',
    dropped_other: 'Sammelnachricht mit {{formattedCount}} Meldungen vor dem Stopp nicht über {{channel}} gesendet: aufbewahrt für den nächsten Termin',
  },
  check: {
    notChecked: 'Baseline {{baseline}} nicht geprüft: {{problem}}',
  },
  push: {
    pushed_one: '{{formattedCount}} Commit des Standorts auf sein Remote übertragen (Push)',
    pushed_other: '{{formattedCount}} Commits des Standorts auf sein Remote übertragen (Push)',
    pulledFirst_one: 'das Remote des Standorts war weiter: seine Änderungen übernommen (Pull), dann {{formattedCount}} Commit übertragen',
    pulledFirst_other: 'das Remote des Standorts war weiter: seine Änderungen übernommen (Pull), dann {{formattedCount}} Commits übertragen',
    conflict_one: 'Standort nicht übertragen: das Remote enthält andere Änderungen an denselben Dateien; {{formattedCount}} Commit bleibt hier, bis ein Techniker sie holt und auflöst (camconfig site pull oder „Pull“ im Studio)',
    conflict_other: 'Standort nicht übertragen: das Remote enthält andere Änderungen an denselben Dateien; {{formattedCount}} Commits bleiben hier, bis ein Techniker sie holt und auflöst (camconfig site pull oder „Pull“ im Studio)',
    failed_one: 'Standort nicht auf sein Remote übertragen ({{problem}}): {{formattedCount}} Commit bleibt erhalten und geht mit dem nächsten Push mit',
    failed_other: 'Standort nicht auf sein Remote übertragen ({{problem}}): {{formattedCount}} Commits bleiben erhalten und gehen mit dem nächsten Push mit',
  },
  settings: {
    unusable_one: '{{path}} ist nicht verwendbar: {{first}}',
    unusable_other: '{{path}} ist nicht verwendbar ({{formattedCount}} Probleme): {{first}}',
    unreadable: 'nicht lesbar ({{problem}})',
    notJson: 'ist kein JSON bei {{where}}: {{problem}}',
    duplicate: '{{name}} ist doppelt angegeben',
  },
  error: {
    sealedSecret: '{{file}}: {{field}} lässt sich mit der Passphrase dieses Arbeitsbereichs nicht öffnen: mit der Passphrase neu versiegeln, die der Agent bekommt ($CAMCONFIG_WORKSPACE_PASSPHRASE)',
  },
};
