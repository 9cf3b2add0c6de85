// The Monarch grammar of the remote configuration command language
// (docs/remoteconfig-protocol.md): commands and their keywords, SECTION/ENDSECTION blocks,
// NAME=value and <section>/<NAME>=<value> lines, `#` comments. The configuration text of the
// raw editor is the same language (SECTION blocks and `#:` version line), so it serves both.
// Pure data: no Monaco import at run time, so tests can read it.
import type { languages } from 'monaco-editor/editor/editor.api';
import { commandNames } from '../../../shared/remoteconfig/commands';

export const commandLanguageId = 'camconfig-script';

/** Words that follow a command: `view section audio`, `view configfile`, `write params`, `delete params`. */
export const commandKeywords = ['section', 'configfile', 'params'] as const;

export const commandLanguage: languages.IMonarchLanguage = {
  defaultToken: '',
  commands: ['helo', ...commandNames],
  keywords: [...commandKeywords],
  // One state only: Monarch carries a state into the next line, and a command is one line.
  // Rules starting with ^ apply at the start of a line, the others to the rest of it.
  tokenizer: {
    root: [
      [/^#:.*$/, 'metatag'],
      [/^#.*$/, 'comment'],
      [/^(SECTION|ENDSECTION)(\s+)(\S+)/, ['keyword.block', 'white', 'type.section']],
      [/^(SECTION|ENDSECTION)\b/, 'keyword.block'],
      [/^([^\s=/#]+)(\/)([^\s=/]+)(=)(.*)$/, ['type.section', 'delimiter', 'variable.parameter', 'operator', 'string.value']],
      [/^([^\s=/#]+)(\/)([^\s=/]+)$/, ['type.section', 'delimiter', 'variable.parameter']],
      [/^([^\s=#]+)(=)(.*)$/, ['variable.parameter', 'operator', 'string.value']],
      [/^[a-z_]+/, { cases: { '@commands': 'keyword.command', '@default': 'invalid' } }],
      [/^\S.*$/, 'invalid'],
      [/(section)(\s+)(\S+)/, ['keyword', 'white', 'type.section']],
      [/[a-z_]+/, { cases: { '@keywords': 'keyword', '@default': 'identifier' } }],
      [/\S+/, 'identifier'],
      [/\s+/, 'white'],
    ],
  },
};

export const commandLanguageConfiguration: languages.LanguageConfiguration = {
  comments: { lineComment: '#' },
  // Section and parameter names: `/` and `=` end a word, so `audio/SPEAK` completes SPEAK.
  wordPattern: /[A-Za-z0-9_.-]+/,
};
