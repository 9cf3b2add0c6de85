// Type-checks each layer with its own lib/types, so a layer cannot use APIs it must not
// (src/shared sees no Node and no DOM types; the renderer sees no Node types).
import { spawnSync } from 'node:child_process';

const projects = ['tsconfig.shared.json', 'tsconfig.node.json', 'tsconfig.preload.json', 'tsconfig.web.json', 'tsconfig.test.json'];
let failed = 0;
for (const project of projects) {
  const result = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed++;
    console.error(`typecheck: ${project} has errors`);
  }
}
process.exit(failed === 0 ? 0 : 1);
