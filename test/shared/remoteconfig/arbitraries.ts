// fast-check generators for configurations as cameras hold them: short names, values with
// umlauts, '=', ':', '/' and spaces.
import fc from 'fast-check';
import type { CameraConfig, ConfigSection } from '../../../src/shared/remoteconfig/configModel';

const nameChars = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.:äöüÄÖÜß'];
const valueChars = [...nameChars, ' ', '=', ':', '/', '#', '\t', ',', ';', '"', "'", '°', 'µ', 'é', 'ÿ'];

export const nameArb = fc
  .tuple(fc.constantFrom(...'abcdefghxyzABCDXYZäÖ_'), fc.string({ unit: fc.constantFrom(...nameChars), maxLength: 10 }))
  .map(([first, rest]) => first + rest);

export const valueArb = fc.oneof(
  fc.string({ unit: fc.constantFrom(...valueChars), maxLength: 24 }),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 16 }),
);

export const sectionArb: fc.Arbitrary<ConfigSection> = fc.record({
  name: nameArb,
  params: fc.uniqueArray(fc.record({ name: nameArb, value: valueArb }), { selector: (param) => param.name, maxLength: 6 }),
});

export const configArb: fc.Arbitrary<CameraConfig> = fc.record({
  versionLine: fc.option(valueArb.map((text) => `#:MX-${text}`), { nil: null }),
  sections: fc.uniqueArray(sectionArb, { selector: (section) => section.name, maxLength: 6 }),
});

/** Any code point, lone surrogates included (fast-check's own 'binary' unit costs seconds to set up). */
export const fullUnicodeStringArb = (maxLength?: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.integer({ min: 0, max: 0x10ffff }).map((codePoint) => String.fromCodePoint(codePoint)), maxLength });
