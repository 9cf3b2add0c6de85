// What a camera list file (the community CSV or the management center's .mxu) holds once
// read: the cameras it lists, and every line that could not be used, with why. Nothing here
// touches a file or a camera: the parsers are pure, so the studio, the command line and the
// preview all read a list the same way.
import { localize, type Text } from '../../i18n/text';

/** One camera of a list file, as the file gives it. */
export interface ListedCamera {
  /** 1-based line of the file the camera stands on. */
  line: number;
  host: string;
  /** Null: the file gives none (port 80). */
  port: number | null;
  /** The name in the list (.mxu name, CSV LABEL column), or null. */
  label: string | null;
  /** Null when the file gives no credentials (CSV): the import's own user and password apply. */
  user: string | null;
  /** Never echoed, logged or written in plain text: it goes to the workspace's secret store. */
  password: string | null;
  /** null: in no group; undefined: the list says nothing about groups (a CSV without GROUP column, .mxu lines before any #EXTGROUP). */
  group: string | null | undefined;
  /** Per-camera variables (CSV columns after the address), name -> value; '' for an empty cell (no value). */
  variables: Record<string, string>;
}

/** A line that could not be used, and what is wrong with it, as a text of the catalog. */
export interface ListProblem {
  line: number;
  message: Text;
}

export type CameraListFormat = 'csv' | 'mxu';

export interface ParsedCameraList {
  format: CameraListFormat;
  cameras: ListedCamera[];
  problems: ListProblem[];
  /** The variable names (CSV columns), in the file's order. */
  variableNames: string[];
  /** The CSV header's name of the address column (e.g. ADDRESS); null for an .mxu list. */
  addressColumn: string | null;
}

/** `cameras.csv line 7: ...`: how every surface names a bad line. */
export function describeListProblem(fileName: string, problem: ListProblem): Text {
  return localize('cameraList.lineProblem', { file: fileName, line: String(problem.line), problem: problem.message });
}
