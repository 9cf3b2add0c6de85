// The doc-example runner itself (docs/doc-tests.md): how it reads a page, matches output, names
// the file and line of a difference, and refuses commands that would leave 127.0.0.0/8.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleBlocks, matchOutput, pageDirectives, type ExpectedLine } from './consoleBlocks';
import { DocPage, linkCommands, pagesWithExamples, refuseRealNetwork, repoRoot } from './docPage';

const lines = (...texts: string[]): ExpectedLine[] => texts.map((text, index) => ({ text, line: index + 1 }));

describe('reading console blocks', () => {
  it('takes $ lines as commands, > lines as their continuation, the rest as output, a last [N] as the exit code', () => {
    const page = ['text', '```console', "$ cat > a.txt <<'EOF'", '> one', '>', '> EOF', '$ cat a.txt; false', 'one', '', '[1]', '```', '```sh', '$ not run', '```'].join('\n');
    const [block, ...others] = consoleBlocks('page.md', page);
    expect(others).toEqual([]);
    expect(block?.line).toBe(2);
    expect(block?.commands).toEqual([
      { command: "cat > a.txt <<'EOF'\none\n\nEOF", line: 3, expected: [], exitCode: 0, exitCodeLine: null },
      { command: 'cat a.txt; false', line: 7, expected: [{ text: 'one', line: 8 }, { text: '', line: 9 }], exitCode: 1, exitCodeLine: 10 },
    ]);
  });

  it('refuses output before the first command, an unclosed block and unknown directives, naming file and line', () => {
    expect(() => consoleBlocks('p.md', '```console\nhello\n```')).toThrow("p.md:2: a console block starts with a command line ('$ ...'), found 'hello'");
    expect(() => consoleBlocks('p.md', 'a\n```console\n$ true\n')).toThrow('p.md:2: a code block is opened here and never closed');
    expect(() => pageDirectives('p.md', 'x\n<!-- doc-test: camera 10.0.0.1 -->')).toThrow('p.md:2: a simulated camera has a documentation address 192.0.2.N');
    expect(() => pageDirectives('p.md', '<!-- doc-test: printer 192.0.2.1 -->')).toThrow("p.md:1: unknown doc-test directive 'printer 192.0.2.1'");
    expect(pageDirectives('p.md', '<!-- doc-test: camera 192.0.2.7 password=x -->\n<!-- doc-test: bus-port 19300 -->\n<!-- doc-test: web-server 192.0.2.1 -->')).toEqual({
      cameras: [{ address: '192.0.2.7', password: 'x', line: 1 }],
      webServers: [{ address: '192.0.2.1', line: 3 }],
      busPorts: [{ port: 19300, line: 2 }],
    });
  });
});

describe('matching output', () => {
  it('[..] matches any text within one line, and only within it', () => {
    expect(matchOutput(lines('back after [..] s'), ['back after 2.1 s'])).toBeNull();
    expect(matchOutput(lines('back after [..] s'), ['back after 2.1 ms'])).toEqual({ expected: { text: 'back after [..] s', line: 1 }, found: 'back after 2.1 ms' });
    expect(matchOutput(lines('a.b'), ['axb'])).not.toBeNull();
  });

  it('a line ... matches any number of lines, none included', () => {
    expect(matchOutput(lines('first', '...', 'last'), ['first', 'last'])).toBeNull();
    expect(matchOutput(lines('first', '...', 'last'), ['first', 'x', 'y', 'last'])).toBeNull();
    expect(matchOutput(lines('first', '...'), ['first', 'x'])).toBeNull();
  });

  it('names the first expected line that no way of matching reaches, and what stood there', () => {
    expect(matchOutput(lines('a', '...', 'c', 'd'), ['a', 'b', 'c', 'e'])).toEqual({ expected: { text: 'd', line: 4 }, found: 'e' });
    expect(matchOutput(lines('a'), ['a', 'more'])).toEqual({ expected: null, found: 'more' });
    expect(matchOutput(lines('a', 'b'), ['a'])).toEqual({ expected: { text: 'b', line: 2 }, found: null });
  });
});

describe('network safety', () => {
  it('refuses any address outside 127.0.0.0/8 and any real interface name', () => {
    expect(() => refuseRealNetwork('curl http://127.0.0.1:8080/')).not.toThrow();
    expect(() => refuseRealNetwork('echo firmware MX-V5.5.2.166')).not.toThrow();
    expect(() => refuseRealNetwork('camconfig rc -c 192.168.1.20 view')).toThrow('it would reach 192.168.1.20');
    expect(() => refuseRealNetwork('camconfig rc -c 192.0.2.10 view')).toThrow('it would reach 192.0.2.10');
    expect(() => refuseRealNetwork('echo \'{"interfaces":["eth0"]}\' > s.json')).toThrow('names the interface eth0');
    expect(() => refuseRealNetwork('camconfig rc -c [fe80::1]:80 view')).toThrow('it would reach [fe80::1]');
    expect(() => refuseRealNetwork('curl http://[::1]:8080/')).not.toThrow();
  });
});

describe('running a page', () => {
  let folder = '';
  let binDir = '';
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'camconfig-doc-runner-test-'));
    binDir = linkCommands(join(folder, 'npm-prefix'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  async function runPage(name: string, text: string, options: { commandTimeoutMs?: number } = {}): Promise<string | null> {
    const file = join(folder, name);
    writeFileSync(file, text);
    const page = await DocPage.open(file, binDir, options);
    try {
      for (const block of page.blocks) await page.runBlock(block);
      return null;
    } catch (error) {
      return (error as Error).message;
    } finally {
      await page.close();
    }
  }

  it('runs the commands in order in one folder, keeping exports and cd, with its own HOME', async () => {
    const page = [
      '```console',
      "$ cat > site.csv <<'EOF'",
      '> ADDRESS;SIP',
      '> EOF',
      '$ export GREETING=hello; mkdir sub; cd sub',
      '$ echo "$GREETING from $(basename "$PWD")"; cat ../site.csv; echo "$HOME" | grep -c camconfig-doc-test-',
      'hello from sub',
      'ADDRESS;SIP',
      '1',
      '$ echo to stderr >&2; echo to stdout; exit 4',
      'to stderr',
      'to stdout',
      '[4]',
      '```',
    ].join('\n');
    expect(await runPage('order.md', page)).toBeNull();
  });

  it('an exit code other than the page says fails naming its line', async () => {
    const message = await runPage('exit.md', ['# t', '```console', '$ echo hi; exit 3', 'hi', '```'].join('\n'));
    expect(message).toMatch(new RegExp(`^${join(folder, 'exit.md')}:4: \`\\$ echo hi; exit 3\` \\(line 3\\) exited with 3, the page says 0 \\(no \\[N\\] line\\)`));
  });

  it('maps a declared camera to its simulator and back, and refuses an undeclared documentation address', async () => {
    const page = [
      '<!-- doc-test: camera 192.0.2.20 password=pw -->',
      '```console',
      '$ CAMCONFIG_PASSWORD=pw camconfig rc -c 192.0.2.20 --password=wrong get sip/NUMBER',
      "camconfig rc: camera 192.0.2.20:80 refused the credentials of user 'admin' (HTTP 401): check the user name and password",
      '[4]',
      '$ CAMCONFIG_PASSWORD=pw camconfig rc -c 192.0.2.20 get sip/NUMBER',
      'sip/NUMBER=301',
      '```',
      '```console',
      '$ camconfig rc -c 192.0.2.21 view',
      '```',
    ].join('\n');
    const message = await runPage('cameras.md', page);
    expect(message).toContain(`${join(folder, 'cameras.md')}:10: the runner refuses \`$ camconfig rc -c 192.0.2.21 view\`: it names 192.0.2.21, which has no simulated camera on this page`);
  });

  it('kills a command that does not finish in time, saying so', async () => {
    const message = await runPage('slow.md', ['```console', '$ echo started; sleep 60', 'started', '```'].join('\n'), { commandTimeoutMs: 500 });
    expect(message).toContain(`${join(folder, 'slow.md')}:2: \`$ echo started; sleep 60\` did not finish within 0.5 s and was killed; output so far:\nstarted`);
  });

  for (const original of pagesWithExamples()) {
    const name = original.slice(repoRoot.length + 1);
    it(`one changed expected line of ${name} fails the run naming the copy and that line`, async () => {
      const copy = join(folder, name.replace(/\//g, '-'));
      copyFileSync(original, copy);
      const text = readFileSync(copy, 'utf8').split('\n');
      const target = consoleBlocks(copy, text.join('\n'))
        .flatMap((block) => block.commands.flatMap((command) => command.expected))
        .find((line) => line.text !== '...' && !line.text.includes('[..]') && line.text.trim() !== '');
      if (!target) throw new Error(`${name} has no expected line without a wildcard`);
      const changed = `${target.text} (changed)`;
      text[target.line - 1] = changed;
      writeFileSync(copy, text.join('\n'));
      const page = await DocPage.open(copy, binDir);
      try {
        let failure: string | null = null;
        for (const block of page.blocks) {
          failure = await page.runBlock(block).then(() => null, (error: Error) => error.message);
          if (failure !== null || block.commands.some((command) => command.expected.includes(target))) break;
        }
        expect(failure).toContain(`${copy}:${target.line}: the output of `);
        expect(failure).toContain(`differs: the page expects '${changed}'`);
      } finally {
        await page.close();
      }
    });
  }
});
