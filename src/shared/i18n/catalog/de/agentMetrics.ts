import type { EngineCatalog } from '../en';

export const agentMetrics: EngineCatalog['agentMetrics'] = {
  cameraUp: 'Ob die Kamera bei der letzten Aktualisierung geantwortet hat (1) oder nicht (0).',
  secondsSinceAnswer: 'Sekunden seit der letzten Antwort der Kamera.',
  secondsSinceBackup: 'Sekunden seit der letzten Sicherung der Kamera (keine Reihe: keine bekannt).',
  roundTrip: 'Zeit, die die Kamera bei der letzten Aktualisierung zum Antworten brauchte.',
  rebootPending: 'Ob die Kamera auf einen Neustart wartet, um Änderungen anzuwenden.',
  drifted: 'Parameter, die bei der letzten Prüfung von der Soll-Konfiguration abweichen.',
  factoryPassword: 'Ob die Kamera bei der letzten Prüfung auf ihr Werkspasswort geantwortet hat.',
  jobLastRun: 'Wann der Auftrag zuletzt endete (Unix-Zeit).',
  jobDuration: 'Wie lange der Auftrag zuletzt lief.',
  jobOutcome: 'Das Ergebnis des letzten Auftragslaufs (1 für das Ergebnis, das er hatte).',
  alertsSent: 'Alarme, die ein Kanal zugestellt hat.',
  alertsFailed: 'Alarme, die ein Kanal nach seinen Wiederholungen aufgegeben oder verworfen hat.',
};
