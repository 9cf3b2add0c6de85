import type { EngineCatalog } from '../en';

export const textRules: EngineCatalog['textRules'] = {
  control: {
    inText: '{{subject}} enthält das Steuerzeichen {{character}} an Position {{position}}: erlaubt ist nur der Tabulator',
    inLines: '{{subject}} enthält das Steuerzeichen {{character}} in Zeile {{line}}, Spalte {{column}}: erlaubt sind nur Tabulator und Zeilenumbrüche',
  },
  character: {
    unnamed: '{{code}}',
    named: '{{code}} {{name}}',
    lineBreak: '{{code}} {{name}} (Zeilenumbruch)',
  },
  length: {
    tooLong: '{{subject}} ist länger als {{max}} Zeichen',
    empty: '{{subject}} ist leer',
    tooShort: '{{subject}} ist kürzer als {{min}} Zeichen',
  },
  misleading: {
    bidi: '{{subject}} enthält das Richtungszeichen {{code}} {{name}} an Position {{position}}: es lässt den Text in anderer Reihenfolge erscheinen, als er gespeichert ist',
    latin1: '{{subject}} enthält {{character}} an Position {{position}}, das ISO-8859-1 (Latin-1) nicht darstellen kann',
    surrogate: '{{subject}} enthält das ungepaarte Surrogat {{code}} an Position {{position}}: es ist ein halbes Zeichen (kaputtes UTF-16), kein Text enthält es',
  },
  elapsed: {
    milliseconds: '{{milliseconds}} ms',
    seconds: '{{whole}},{{tenth}} s',
  },
};
