// The desktop app's native "open file" dialog as the services see it: given by the Electron
// front door (src/main/electron/fileDialog.ts), absent in web mode, where a browser page
// cannot hand the studio a path on its computer.

export interface FileChoice {
  /** The dialog's title. */
  title: string;
  /** What the filter is called ("Bus recordings") and the extensions it shows, without dots. */
  filter: { name: string; extensions: string[] };
}

/** Resolves to the chosen file's path, or null when the technician cancelled. */
export type FileChooser = (choice: FileChoice) => Promise<string | null>;
