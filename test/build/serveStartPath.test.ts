// What `camconfig serve` loads before it prints its URL, read from the build in out/main
// (globalSetup builds it): the serve command's chunk and everything it imports statically.
// The services, the API contract's schemas and ws load after the URL is out (docs/architecture.md,
// "Why two transports"); a static import of one of them would put it back in front of the URL.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const mainOut = 'out/main';

/** The chunk `import()`ed for `name` by the camconfig entry, as a path under out/main. */
function subcommandChunk(name: string): string {
  const entry = readFileSync(join(mainOut, 'cli/camconfig.js'), 'utf8');
  const found = new RegExp(`import\\("\\.\\./(chunks/${name}-[A-Z0-9]+\\.js)"\\)`).exec(entry);
  if (!found) throw new Error(`out/main/cli/camconfig.js imports no chunk named ${name}`);
  return found[1]!;
}

/** `chunk` and the chunks it imports statically (not `import()`), with the packages they import. */
function staticClosure(chunk: string): { chunks: string[]; packages: string[] } {
  const chunks = new Set<string>();
  const packages = new Set<string>();
  const pending = [chunk];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (chunks.has(next)) continue;
    chunks.add(next);
    const code = readFileSync(join(mainOut, next), 'utf8');
    for (const match of code.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)";|^import\s*"([^"]+)";/gm)) {
      const specifier = (match[1] ?? match[2])!;
      if (specifier.startsWith('./')) pending.push(join('chunks', specifier.slice(2)));
      else if (!specifier.startsWith('node:')) packages.add(specifier);
    }
  }
  return { chunks: [...chunks], packages: [...packages] };
}

function sourcesOf(chunk: string): string[] {
  const map = JSON.parse(readFileSync(join(mainOut, `${chunk}.map`), 'utf8')) as { sources: string[] };
  return map.sources;
}

describe("camconfig serve's path to its URL, in the build", () => {
  const { chunks, packages } = staticClosure(subcommandChunk('serveCommand'));
  const sources = chunks.flatMap(sourcesOf);

  it('holds the web server and the workspace opening', () => {
    expect(sources.some((source) => source.endsWith('src/main/transport/webServer.ts'))).toBe(true);
    expect(sources.some((source) => source.endsWith('src/main/cli/serve/serveWorkspace.ts'))).toBe(true);
  });

  it('holds neither the services nor the API contract nor ws', () => {
    for (const heavy of ['src/main/services/createStudioServices.ts', 'src/shared/api/contract.ts', 'src/main/transport/apiDispatcher.ts', 'src/main/workspace/cameraWorkspace.ts']) {
      expect(sources.filter((source) => source.endsWith(heavy)), heavy).toEqual([]);
    }
    expect(packages).not.toContain('ws');
  });
});
