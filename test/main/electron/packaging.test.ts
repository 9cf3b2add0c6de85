// electron-builder.yml cannot run here (no Electron download): check its settings, validate it
// with electron-builder's own schema, and check the icons it points at are real images.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';

interface BuilderConfig {
  appId: string;
  productName: string;
  directories: { output: string; buildResources: string };
  files: string[];
  asar: boolean;
  electronFuses: Record<string, boolean>;
  linux: { target: string[]; icon: string };
  win: { target: string[]; icon: string };
  mac: { target: string[]; icon: string };
}

const config = YAML.parse(readFileSync('electron-builder.yml', 'utf8')) as BuilderConfig;

interface Png {
  width: number;
  height: number;
  /** RGBA rows, unfiltered only when every filter byte is 0 (as the generator writes them). */
  pixels: Buffer;
}

function readPng(bytes: Buffer): Png {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([data[8], data[9]]).toEqual([8, 6]); // 8-bit RGBA
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  expect(raw.length).toBe(height * (width * 4 + 1));
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (width * 4 + 1)]).toBe(0);
    raw.copy(pixels, y * width * 4, y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1));
  }
  return { width, height, pixels };
}

const alphaAt = (png: Png, x: number, y: number) => png.pixels[(y * png.width + x) * 4 + 3];

describe('electron-builder.yml', () => {
  it('names the app and packs only the built app into an asar archive', () => {
    expect(config.appId).toBe('io.camconfig.studio');
    expect(config.productName).toBe('CamConfig Studio');
    expect(config.directories.output).toBe('release');
    expect(config.files).toEqual(expect.arrayContaining(['out/**', 'package.json']));
    expect(config.files.some((pattern) => pattern.startsWith('src') || pattern === '**/*')).toBe(false);
    expect(config.asar).toBe(true);
  });

  it('builds AppImage and deb on Linux, an NSIS installer on Windows and a dmg on macOS', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
  });

  it('flips the Electron fuses that close the runtime back doors', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it("passes electron-builder's own schema validation, which does refuse a misspelt option", async () => {
    const load = createRequire(import.meta.url);
    const { validateConfiguration } = load('app-builder-lib/out/util/config/config.js') as {
      validateConfiguration(config: unknown, logger: unknown): Promise<void>;
    };
    const { DebugLogger } = load('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
    await expect(validateConfiguration(structuredClone(config), new DebugLogger(false))).resolves.toBeUndefined();
    const misspelt = { ...structuredClone(config), electronFuses: { ...config.electronFuses, runAsNod: false } };
    await expect(validateConfiguration(misspelt, new DebugLogger(false))).rejects.toThrow(/electronFuses/);
  });

  it('points the package.json main at the built Electron entry', () => {
    const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { main: string };
    expect(packageJson.main).toBe('out/main/electron/main.js');
  });
});

describe('the icons', () => {
  it('has a PNG per Linux size, named by its size, showing a lens on a rounded tile', () => {
    const files = readdirSync(config.linux.icon).sort();
    const sizes = files.map((file) => Number(/^(\d+)x\1\.png$/.exec(file)?.[1])).sort((a, b) => a - b);
    expect(sizes).toEqual([16, 24, 32, 48, 64, 128, 256, 512, 1024]);
    for (const size of sizes) {
      const png = readPng(readFileSync(join(config.linux.icon, `${size}x${size}.png`)));
      expect([png.width, png.height]).toEqual([size, size]);
      expect(alphaAt(png, 0, 0)).toBe(0); // rounded corner: transparent
      expect(alphaAt(png, size >> 1, size >> 1)).toBe(255);
    }
  });

  it('has a Windows .ico holding PNG images up to 256 px', () => {
    const ico = readFileSync(config.win.icon);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const entry = 6 + i * 16;
      const size = ico[entry] === 0 ? 256 : ico[entry]!;
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      expect(readPng(ico.subarray(offset, offset + length)).width).toBe(size);
      sizes.push(size);
    }
    expect(sizes).toContain(256);
    expect(sizes).toContain(16);
  });

  it('has a macOS .icns whose elements are PNGs of the sizes their types say', () => {
    const icns = readFileSync(config.mac.icon);
    expect(icns.toString('ascii', 0, 4)).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const pixelsByType: Record<string, number> = { icp4: 16, icp5: 32, icp6: 64, ic07: 128, ic08: 256, ic09: 512, ic10: 1024, ic11: 32, ic12: 64, ic13: 256, ic14: 512 };
    const seen: string[] = [];
    for (let offset = 8; offset < icns.length; ) {
      const type = icns.toString('ascii', offset, offset + 4);
      const length = icns.readUInt32BE(offset + 4);
      expect(readPng(icns.subarray(offset + 8, offset + length)).width).toBe(pixelsByType[type]);
      seen.push(type);
      offset += length;
    }
    expect(seen).toEqual(expect.arrayContaining(['ic07', 'ic08', 'ic09', 'ic10']));
  });

  it('ships the window and page icons inside the renderer build', () => {
    expect(existsSync('src/renderer/public/app-icon.png')).toBe(true);
    expect(readPng(readFileSync('src/renderer/public/favicon.png')).width).toBe(32);
  });
});
