// The grid across cameras: one row per parameter, each camera's value, and what they have in
// common: one value, or none where the cameras differ (the view says "multiple values").
import type { GridCamera } from './fleetStore';

export interface GridRow {
  /** `section/NAME`. */
  address: string;
  section: string;
  name: string;
  /** Each camera's value by camera id; undefined: the camera has no such parameter, or was not read. */
  values: Record<string, string | undefined>;
  /** The value every read camera has, or null when they differ (or some lack it). */
  common: string | null;
}

export function gridRows(cameras: GridCamera[]): GridRow[] {
  const rows = new Map<string, GridRow>();
  for (const camera of cameras) {
    for (const section of camera.sections ?? []) {
      for (const param of section.params) {
        const address = `${section.name}/${param.name}`;
        const row = rows.get(address) ?? { address, section: section.name, name: param.name, values: {}, common: null };
        row.values[camera.cameraId] = param.value;
        rows.set(address, row);
      }
    }
  }
  const read = cameras.filter((camera) => camera.sections !== null);
  for (const row of rows.values()) {
    const values = read.map((camera) => row.values[camera.cameraId]);
    row.common = values.length > 0 && values.every((value) => value !== undefined && value === values[0]) ? values[0]! : null;
  }
  return [...rows.values()];
}

/** The sections typed in the sections field: names separated by spaces or commas. */
export function sectionsOf(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter((name) => name !== ''))];
}
