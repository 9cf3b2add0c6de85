// `node bin/camconfig.js fleet report` from the build (out/, packages external): pdfkit loads
// its font metrics from its own folder at run time, so the PDF is made by the built command as
// a technician runs it, umlauts and all; its embedded font (found in node_modules as pdfkit is)
// shows Polish and Czech names, and a Hebrew one is refused with what to do.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pdfText } from '../../report/pdfText';
import { runCamconfig } from '../rcCli';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('the built camconfig fleet report', () => {
  it('writes the PDF and HTML of an imported site', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'report-built-'));
    folders.push(folder);
    const env = { HOME: folder, CAMCONFIG_WORKSPACE_PASSPHRASE: 'built-report-phrase', USER: 'Jörg' };
    await writeFile(join(folder, 'site.csv'), 'ADDRESS;NAME\n127.0.0.1:8081;Tür Süd\n127.0.0.1:8082;Hof\n');
    const imported = await runCamconfig(['fleet', '--workspace', join(folder, 'ws'), 'import', join(folder, 'site.csv')], { env });
    expect(imported.code, imported.stderr).toBe(0);
    const run = await runCamconfig(['fleet', 'report', '--workspace', join(folder, 'ws'), '--group', 'all', '--title', 'Größe Süd Łódź', '--technician', 'Jiří Šťastný', '--pdf', join(folder, 'r.pdf'), '--html', join(folder, 'r.html')], { env });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`written ${join(folder, 'r.pdf')}`);
    const text = await pdfText(join(folder, 'r.pdf'));
    expect(text).toContain('Größe Süd Łódź');
    expect(text).toContain('Jiří Šťastný');
    expect(text).toMatch(/127\.0\.0\.1:8081/);
    expect(text).toMatch(/127\.0\.0\.1:8082/);

    const hebrew = await runCamconfig(['fleet', 'report', '--workspace', join(folder, 'ws'), '--group', 'all', '--title', 'מפעל חיפה'], { env });
    expect(hebrew.code).toBe(2);
    expect(hebrew.stderr).toContain("the PDF cannot show the site name: it holds 'מ' (U+05DE), of a script written right to left");
    expect(hebrew.stderr).toContain('fleet report --html FILE');
  });

  it("speaks the terminal's language unless --language says otherwise, shows times in --time-zone, and refuses a zone that is none", async () => {
    const folder = await mkdtemp(join(tmpdir(), 'report-built-de-'));
    folders.push(folder);
    const env = { HOME: folder, CAMCONFIG_WORKSPACE_PASSPHRASE: 'built-report-phrase', USER: 'Jörg', LANG: 'de_DE.UTF-8' };
    await writeFile(join(folder, 'site.csv'), 'ADDRESS;NAME\n127.0.0.1:8081;Tür Süd\n');
    const imported = await runCamconfig(['fleet', '--workspace', join(folder, 'ws'), 'import', join(folder, 'site.csv')], { env });
    expect(imported.code, imported.stderr).toBe(0);
    const base = ['fleet', 'report', '--workspace', join(folder, 'ws'), '--group', 'all'];
    const german = await runCamconfig([...base, '--time-zone', 'Asia/Tokyo', '--pdf', join(folder, 'de.pdf'), '--html', join(folder, 'de.html')], { env });
    expect(german.code, german.stderr).toBe(0);
    const html = await readFile(join(folder, 'de.html'), 'utf8');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('alle Kameras'); // the default site's name, in the report's language
    expect(html).toContain('(Asia/Tokyo)');
    expect(await pdfText(join(folder, 'de.pdf'))).toContain('Übergabebericht');

    const english = await runCamconfig([...base, '--language', 'en', '--html', join(folder, 'en.html')], { env });
    expect(english.code, english.stderr).toBe(0);
    expect(await readFile(join(folder, 'en.html'), 'utf8')).toContain('<html lang="en">');

    const badZone = await runCamconfig([...base, '--time-zone', 'Mars/Olympus', '--html', join(folder, 'x.html')], { env });
    expect(badZone.code).toBe(2);
    expect(badZone.stderr).toContain("--time-zone 'Mars/Olympus': eine Zeitzone wie Europe/Berlin oder UTC angeben"); // the terminal's German
    const badLanguage = await runCamconfig([...base, '--language', 'fr', '--html', join(folder, 'y.html')], { env: { ...env, LC_ALL: 'C' } });
    expect(badLanguage.code).toBe(2);
    expect(badLanguage.stderr).toContain("--language 'fr': give en or de");
  });
});
