import type { EngineCatalog } from '../en';

export const cameraNames: EngineCatalog['cameraNames'] = {
  subject: {
    section: 'Abschnittsname',
    parameter: 'Parametername',
  },
  empty: '{{subject}} ist leer',
  contains: '{{subject}} {{name}} enthält {{what}}',
  forbidden: {
    equals: "'='",
    slash: "'/'",
    space: 'ein Leerzeichen',
    tab: 'einen Tabulator',
    lineBreak: 'einen Zeilenumbruch',
    nul: 'ein NUL-Zeichen',
  },
  spaceCharacter: '{{subject}} {{name}} enthält das Leerraumzeichen {{character}}',
  notLatin1: '{{subject}} {{name}} enthält {{character}}, das ISO-8859-1 (Latin-1) nicht darstellen kann',
  commentMark: "{{subject}} {{name}} beginnt mit '#', das eine Kommentarzeile kennzeichnet",
  value: {
    subject: 'Wert {{value}}',
    lineBreak: '{{subject}} enthält einen Zeilenumbruch',
    nul: '{{subject}} enthält ein NUL-Zeichen',
    notLatin1: '{{subject}} enthält {{character}} an Position {{position}}, das ISO-8859-1 (Latin-1) nicht darstellen kann',
  },
};
