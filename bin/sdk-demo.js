#!/usr/bin/env node
// `sdk-demo`: the message distributor's sample program (SDK 1.1). Runs the build in out/.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../out/main/cli/sdkDemo.js', import.meta.url));
if (!existsSync(entry)) {
  console.error('sdk-demo: not built yet. Run `npm run build` (or `npm start` / `npm test`, which build) first.');
  process.exit(70);
}
await import(entry);
