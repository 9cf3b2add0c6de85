// The desktop app's native "open file", "save file" and "choose folder" dialogs as the services see them: given by the Electron
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

export interface SaveFileChoice {
  title: string;
  /** The file name the dialog proposes. */
  defaultName: string;
  filter: { name: string; extensions: string[] };
}

/** Resolves to the path the technician chose to save to, or null when they cancelled. */
export type SaveFileChooser = (choice: SaveFileChoice) => Promise<string | null>;

export interface FolderChoice {
  title: string;
  /** 'existing': a folder to open; 'new': a folder to make or an empty one (the dialog may offer to create it). */
  kind: 'existing' | 'new';
}

/** Resolves to the chosen folder's path, or null when the technician cancelled. */
export type FolderChooser = (choice: FolderChoice) => Promise<string | null>;
