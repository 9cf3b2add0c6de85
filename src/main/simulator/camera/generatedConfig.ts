// Extra sections of generated parameters, so a simulated camera can serve a configuration as
// large as a technician may meet (benchmarks, the editor's 20,000-parameter case).
import { maxGeneratedParams } from '../cameraLimits';
import type { ConfigSection } from '../../../shared/remoteconfig/configModel';

/** Parameters per generated section: 20,000 parameters make 500 sections. */
export const generatedParamsPerSection = 40;
/** Most generated parameters a camera serves. */

/** `count` parameters in sections `gen001`, `gen002`, ... of 40 each, with varied values. */
export function generatedSections(count: number): ConfigSection[] {
  if (!Number.isInteger(count) || count < 0 || count > maxGeneratedParams) throw new RangeError(`generatedParams must be a whole number from 0 to ${maxGeneratedParams}, got ${count}`);
  const sections: ConfigSection[] = [];
  const width = String(Math.ceil(count / generatedParamsPerSection)).length;
  for (let first = 0; first < count; first += generatedParamsPerSection) {
    const number = first / generatedParamsPerSection + 1;
    const params = [];
    for (let index = first; index < Math.min(count, first + generatedParamsPerSection); index++) {
      params.push({ name: `PARAM_${String(index - first + 1).padStart(2, '0')}`, value: generatedValue(index) });
    }
    sections.push({ name: `gen${String(number).padStart(Math.max(width, 3), '0')}`, params });
  }
  return sections;
}

function generatedValue(index: number): string {
  switch (index % 4) {
    case 0:
      return String(index % 101);
    case 1:
      return index % 2 === 0 ? 'on' : 'off';
    case 2:
      return `Wert ${index}: Außenbereich`;
    default:
      return `192.0.2.${index % 256}`;
  }
}
