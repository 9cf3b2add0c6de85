#!/usr/bin/env node
// `camconfig`: rc, sim, serve, fleet and discover subcommands. Runs the build in out/ (npm run build).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../out/main/cli/camconfig.js', import.meta.url));
if (!existsSync(entry)) {
  console.error('camconfig: not built yet. Run `npm run build` (or `npm start` / `npm test`, which build) first.');
  process.exit(70);
}
await import(entry);
