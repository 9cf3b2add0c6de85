// What the camera accepts as section names, parameter names and values
// (src/shared/remoteconfig/names.ts): why one is refused, the name or value quoted.
export const cameraNames = {
  subject: {
    section: 'section name',
    parameter: 'parameter name',
  },
  empty: '{{subject}} is empty',
  contains: '{{subject}} {{name}} contains {{what}}',
  forbidden: {
    equals: "'='",
    slash: "'/'",
    space: 'a space',
    tab: 'a tab',
    lineBreak: 'a line break',
    nul: 'a NUL character',
  },
  spaceCharacter: '{{subject}} {{name}} contains the space character {{character}}',
  notLatin1: '{{subject}} {{name}} contains {{character}}, which ISO-8859-1 (Latin-1) cannot encode',
  commentMark: "{{subject}} {{name}} starts with '#', which marks a comment line",
  value: {
    subject: 'value {{value}}',
    lineBreak: '{{subject}} contains a line break',
    nul: '{{subject}} contains a NUL character',
    notLatin1: '{{subject}} contains {{character}} at position {{position}}, which ISO-8859-1 (Latin-1) cannot encode',
  },
} as const;
