// Runs Electronegativity over one folder (checks to leave out as a comma list) and prints its findings as JSON. It would
// fetch translations and Electron release data from the internet with `got`; this stub keeps
// it offline (the checks themselves need no network).
import Module, { createRequire } from 'node:module';

const originalLoad = Module._load;
Module._load = function load(request, ...rest) {
  if (request === 'got') return () => Promise.reject(new Error('offline: network access is disabled in tests'));
  return originalLoad.call(this, request, ...rest);
};
console.log = () => {}; // its progress lines; the result goes to stdout below

const loadPackage = createRequire(import.meta.url);
const run = loadPackage('@doyensec/electronegativity');
const [input, electronVersion, excluded = ''] = process.argv.slice(2);
const excludeFromScan = excluded.split(',').filter(Boolean);
run({ input, isRelative: true, electronVersionOverride: electronVersion, excludeFromScan })
  .then((result) => {
    const parseErrors = result.errors.map((error) => ({ file: error.file, message: error.message }));
    const findings = result.issues.map((finding) => ({
      id: finding.id,
      file: finding.file,
      line: finding.location?.line,
      sample: finding.sample,
      description: finding.description,
    }));
    process.stdout.write(JSON.stringify({ globalChecks: result.globalChecks, atomicChecks: result.atomicChecks, findings, parseErrors }));
  })
  .catch((error) => {
    process.stderr.write(String(error?.stack ?? error));
    process.exitCode = 1;
  });
