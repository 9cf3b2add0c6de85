// Draws the CamConfig Studio icon (a camera lens on a rounded slate tile) and writes it as
// PNG at every size the installers use, plus a Windows .ico and a macOS .icns that embed
// those PNGs. Pure Node (zlib for the PNG deflate stream), deterministic output:
//   node assets/generate-icons.mjs
// writes assets/icons/png/<n>x<n>.png, assets/icon.png (512), assets/icon.ico, assets/icon.icns
// and src/renderer/public/favicon.png (32, the page icon) and app-icon.png (256, the window icon).
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const assetsDir = dirname(fileURLToPath(import.meta.url));
const pngSizes = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
const icoSizes = [16, 24, 32, 48, 64, 128, 256];
// ICNS element types that hold PNG data, by pixel size (retina variants share the bytes).
const icnsTypes = [
  ['icp4', 16], ['ic11', 32], ['icp5', 32], ['ic12', 64], ['icp6', 64],
  ['ic07', 128], ['ic13', 256], ['ic08', 256], ['ic14', 512], ['ic09', 512], ['ic10', 1024],
];

const palette = {
  tile: [30, 41, 59],
  tileEdge: [51, 65, 85],
  ring: [148, 163, 184],
  barrel: [15, 23, 42],
  glassInner: [37, 99, 235],
  glassOuter: [30, 58, 138],
  iris: [8, 12, 24],
  highlight: [224, 242, 254],
  led: [34, 197, 94],
};

/** Signed distance from (x, y) to a rounded square of half-size `half` and corner radius `radius`, centred at 0. */
function roundedSquareDistance(x, y, half, radius) {
  const qx = Math.abs(x) - (half - radius);
  const qy = Math.abs(y) - (half - radius);
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  return outside + Math.min(Math.max(qx, qy), 0) - radius;
}

const mix = (a, b, t) => a.map((channel, i) => channel + (b[i] - channel) * t);

/** Colour and coverage of one sample point in icon space (-1..1 on both axes), or null outside. */
function sample(x, y) {
  if (roundedSquareDistance(x, y, 0.94, 0.22) > 0) return null;
  const r = Math.hypot(x, y);
  if (roundedSquareDistance(x, y, 0.94, 0.22) > -0.035) return palette.tileEdge;
  if (Math.hypot(x - 0.62, y + 0.62) < 0.075) return palette.led;
  if (r > 0.74) return palette.tile;
  if (r > 0.64) return palette.ring;
  if (r > 0.52) return palette.barrel;
  if (r < 0.17) return palette.iris;
  if (Math.hypot(x + 0.2, y + 0.2) < 0.1) return palette.highlight;
  return mix(palette.glassInner, palette.glassOuter, (r - 0.17) / (0.52 - 0.17));
}

/** RGBA pixels of the icon at `size` px, 4x4 supersampled for smooth edges. */
function drawIcon(size) {
  const pixels = Buffer.alloc(size * size * 4);
  const grid = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      let covered = 0;
      for (let sy = 0; sy < grid; sy++) {
        for (let sx = 0; sx < grid; sx++) {
          const x = ((px + (sx + 0.5) / grid) / size) * 2 - 1;
          const y = ((py + (sy + 0.5) / grid) / size) * 2 - 1;
          const colour = sample(x, y);
          if (!colour) continue;
          covered++;
          for (let c = 0; c < 3; c++) sum[c] += colour[c];
        }
      }
      const offset = (py * size + px) * 4;
      if (covered === 0) continue;
      for (let c = 0; c < 3; c++) pixels[offset + c] = Math.round(sum[c] / covered);
      pixels[offset + 3] = Math.round((covered / (grid * grid)) * 255);
    }
  }
  return pixels;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

export function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit depth, RGBA, deflate, no filter method variants, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A .ico whose entries are PNG images (supported since Windows Vista; 256 px is required by electron-builder). */
export function encodeIco(pngsBySize) {
  const entries = icoSizes.map((size) => ({ size, png: pngsBySize.get(size) }));
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(entries.length, 4);
  const directory = Buffer.alloc(16 * entries.length);
  let offset = header.length + directory.length;
  entries.forEach(({ size, png }, i) => {
    const at = i * 16;
    directory.writeUInt8(size >= 256 ? 0 : size, at);
    directory.writeUInt8(size >= 256 ? 0 : size, at + 1);
    directory.writeUInt16LE(1, at + 4);
    directory.writeUInt16LE(32, at + 6);
    directory.writeUInt32LE(png.length, at + 8);
    directory.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, directory, ...entries.map(({ png }) => png)]);
}

export function encodeIcns(pngsBySize) {
  const elements = icnsTypes.map(([type, size]) => {
    const png = pngsBySize.get(size);
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const body = Buffer.concat(elements);
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(body.length + 8, 4);
  return Buffer.concat([head, body]);
}

function write(path, bytes) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
}

const isMain = process.argv[1] === fileURLToPath(import.meta.url);
if (isMain) {
  const pngsBySize = new Map(pngSizes.map((size) => [size, encodePng(size, drawIcon(size))]));
  for (const [size, png] of pngsBySize) write(join(assetsDir, 'icons', 'png', `${size}x${size}.png`), png);
  write(join(assetsDir, 'icon.png'), pngsBySize.get(512));
  write(join(assetsDir, 'icon.ico'), encodeIco(pngsBySize));
  write(join(assetsDir, 'icon.icns'), encodeIcns(pngsBySize));
  write(join(assetsDir, '..', 'src', 'renderer', 'public', 'favicon.png'), pngsBySize.get(32));
  write(join(assetsDir, '..', 'src', 'renderer', 'public', 'app-icon.png'), pngsBySize.get(256));
  console.log(`icons: ${pngSizes.length} PNG sizes, icon.ico (${icoSizes.length} images), icon.icns (${icnsTypes.length} elements) written`);
}
