import type { EngineCatalog } from '../en';

export const demo: EngineCatalog['demo'] = {
  busPeerSends: 'simulierte Nachrichten von Tür, Bewegungsmelder, Thermometer und Tastenfeld, {{rate}} pro Sekunde, auf {{interface}} Port {{port}}',
  firstUsableInterface: 'der ersten nutzbaren Schnittstelle',
};
