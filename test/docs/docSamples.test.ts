// The TypeScript samples of docs/ compile as shown (docs/doc-tests.md, "TypeScript samples"):
// every ```ts block with an import statement is type-checked with the project's TypeScript and
// the settings of src/main (tsconfig.node.json), as a file at the checkout's root would be. The
// file exists in memory only; nothing is written into the checkout.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fencedBlocks } from './consoleBlocks';
import { documentationPages, repoRoot } from './docPage';

interface Sample {
  page: string;
  line: number;
  code: string;
  /** Where the compiler believes the sample lives (in memory only). */
  fileName: string;
}

const importStatement = /^import\s/m;

function samples(): Sample[] {
  return documentationPages().flatMap((file) => {
    const page = file.slice(repoRoot.length + 1);
    return fencedBlocks(page, readFileSync(file, 'utf8'))
      .filter((block) => block.info === 'ts' && block.body.some((line) => importStatement.test(line.text)))
      .map((block) => ({
        page,
        line: block.line,
        code: block.body.map((line) => line.text).join('\n') + '\n',
        fileName: join(repoRoot, `doc-sample-${page.replace(/[/.]/g, '-')}-${block.line}.ts`),
      }));
  });
}

function compilerOptions(): ts.CompilerOptions {
  const configFile = join(repoRoot, 'tsconfig.node.json');
  const { config, error } = ts.readConfigFile(configFile, (path) => ts.sys.readFile(path));
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, repoRoot, undefined, configFile).options;
}

/** Each sample's problems as `page:line: message`, the line counted in the page. */
function typeCheck(all: Sample[]): string[] {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const byName = new Map(all.map((sample) => [sample.fileName, sample]));
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => byName.has(name) || fileExists.call(host, name);
  host.readFile = (name) => byName.get(name)?.code ?? readFile.call(host, name);
  host.getSourceFile = (name, language, ...rest) => {
    const sample = byName.get(name);
    return sample ? ts.createSourceFile(name, sample.code, language, true) : getSourceFile.call(host, name, language, ...rest);
  };
  const program = ts.createProgram([...byName.keys()], options, host);
  return all.flatMap((sample) => {
    const source = program.getSourceFile(sample.fileName);
    if (!source) return [`${sample.page}:${sample.line}: not compiled`];
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((diagnostic) => {
      const line = diagnostic.start === undefined ? 0 : source.getLineAndCharacterOfPosition(diagnostic.start).line;
      return `${sample.page}:${sample.line + 1 + line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
  });
}

describe('TypeScript samples of the docs', () => {
  const found = samples();

  it('include those of the distributor pages', () => {
    const pages = new Set(found.map((sample) => sample.page));
    expect([...pages]).toEqual(expect.arrayContaining(['docs/distributor.md', 'docs/distributor-config.md']));
  });

  it('type-check as shown, imports resolved from the checkout root', () => {
    expect(typeCheck(found)).toEqual([]);
  }, 60_000);

  it('a sample that does not compile is named by page and line', () => {
    const broken: Sample = { page: 'docs/x.md', line: 10, code: "import { nothing } from './src/main/distributor/core';\nconst n: number = 'text';\n", fileName: join(repoRoot, 'doc-sample-broken.ts') };
    const problems = typeCheck([broken]);
    expect(problems).toContain(`docs/x.md:11: Module '"./src/main/distributor/core"' has no exported member 'nothing'.`);
    expect(problems).toContain(`docs/x.md:12: Type 'string' is not assignable to type 'number'.`);
  }, 60_000);
});
