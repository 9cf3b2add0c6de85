// The folder holding package.json, found upward from this module (works from src/ and out/).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function findProjectRoot(start: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${start}: cannot find the built renderer`);
    dir = parent;
  }
  return dir;
}

export function defaultRendererDir(): string {
  return join(findProjectRoot(), 'out', 'renderer');
}
