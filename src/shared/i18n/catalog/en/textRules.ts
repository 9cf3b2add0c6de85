// What the shared text rules say of a text (src/shared/text): a control character, a
// character that makes text show other than it holds; and how long some work took.
export const textRules = {
  control: {
    inText: '{{subject}} contains the control character {{character}} at position {{position}}: only tab is allowed',
    inLines: '{{subject}} contains the control character {{character}} at line {{line}}, column {{column}}: only tab and line breaks are allowed',
  },
  character: {
    unnamed: '{{code}}',
    named: '{{code}} {{name}}',
    lineBreak: '{{code}} {{name}} (line break)',
  },
  length: {
    tooLong: '{{subject}} is longer than {{max}} characters',
    empty: '{{subject}} is empty',
    tooShort: '{{subject}} is shorter than {{min}} characters',
  },
  misleading: {
    bidi: '{{subject}} contains the bidirectional control {{code}} {{name}} at position {{position}}: it makes the text show in another order than it holds',
    latin1: '{{subject}} contains {{character}} at position {{position}}, which ISO-8859-1 (Latin-1) cannot encode',
    surrogate: '{{subject}} contains the unpaired surrogate {{code}} at position {{position}}: it is half a character (broken UTF-16), no text holds it',
  },
  elapsed: {
    milliseconds: '{{milliseconds}} ms',
    seconds: '{{whole}}.{{tenth}} s',
  },
} as const;
