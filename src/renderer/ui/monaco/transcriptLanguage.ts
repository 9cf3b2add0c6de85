// The Monarch grammar of a camera's answer (docs/remoteconfig-protocol.md, "Response"):
// #read:<line>: echoes, #exec cmd= confirmations, other # traces, ERROR: lines, OK and #bye,
// and the listings a command prints (SECTION blocks, NAME=value). Pure data, like commandLanguage.ts.
import type { languages } from 'monaco-editor/editor/editor.api';

export const transcriptLanguageId = 'camconfig-transcript';

/** The token an ERROR: line gets; the console highlights lines that start with it. */
export const errorToken = 'invalid.error';

export const transcriptLanguage: languages.IMonarchLanguage = {
  defaultToken: '',
  tokenizer: {
    root: [
      [/^ERROR:.*$/, errorToken],
      [/^(#read:)(.*)$/, ['keyword.echo', 'string.echo']],
      [/^(#exec cmd=)(.*)$/, ['keyword.confirmed', 'identifier.confirmed']],
      [/^#bye$/, 'keyword.end'],
      [/^OK$/, 'keyword.end'],
      [/^#:.*$/, 'metatag'],
      [/^#.*$/, 'comment.trace'],
      [/^(SECTION|ENDSECTION)(\s+)(\S+)/, ['keyword.block', 'white', 'type.section']],
      [/^([^\s=#]+)(=)(.*)$/, ['variable.parameter', 'operator', 'string.value']],
    ],
  },
};
