// Tools of Debian the tests run for real: poppler-utils (the report tests read the PDF back with
// `pdftotext`; the docs' picture of the report is drawn by `pdftoppm`), prometheus (a real
// Prometheus scrapes the agent's metrics; `promtool` checks its configuration) and git with
// `git http-backend` (the site repository tests serve a remote). Installs what is missing with
// apt-get when we are root; otherwise says what to do.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const tools = [
  { path: '/usr/bin/pdftotext', debianPackage: 'poppler-utils', why: 'the report tests read the PDF with it' },
  { path: '/usr/bin/prometheus', debianPackage: 'prometheus', why: "the agent tests scrape its metrics with a real Prometheus" },
  { path: '/usr/lib/git-core/git-http-backend', debianPackage: 'git', why: 'the site repository tests serve a remote with git daemon and git http-backend' },
];

export function ensureDebianTools() {
  const missing = tools.filter((tool) => !existsSync(tool.path));
  if (missing.length === 0) return true;
  if (process.platform !== 'linux' || process.getuid?.() !== 0) {
    for (const tool of missing) console.warn(`${tool.path} not found: install Debian's ${tool.debianPackage} package; ${tool.why}.`);
    return false;
  }
  const packages = missing.map((tool) => tool.debianPackage);
  console.log(`Installing Debian ${packages.join(', ')} for the tests ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  return missing.every((tool) => existsSync(tool.path));
}
