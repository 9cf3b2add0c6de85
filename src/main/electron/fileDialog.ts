// The native file dialogs of the desktop app, as the services' FileChooser ("open": one file,
// filtered by extension), SaveFileChooser ("save": a copy of a report, the name proposed) and
// FolderChooser (the site picker's folders), modal over the studio's window. One dialog at a time: a second ask while one is open is
// refused (a double click opens no second dialog).
import type * as Electron from 'electron';
import { ApiError } from '../../shared/api/errors';
import { localize } from '../../shared/i18n/text';
import type { FileChooser, FolderChooser, SaveFileChooser } from '../services/fileChooser';

export type DialogElectron = Pick<Electron.Dialog, 'showOpenDialog' | 'showSaveDialog'>;

export interface FileDialogs {
  chooseFile: FileChooser;
  chooseSaveFile: SaveFileChooser;
  chooseFolder: FolderChooser;
}

/** `parentWindow()`: the window the dialogs belong to (null before it exists). */
export function createFileDialogs(dialog: DialogElectron, parentWindow: () => Electron.BrowserWindow | null): FileDialogs {
  let open = false;
  const oneAtATime = async <T>(refusal: ApiError, show: (parent: Electron.BrowserWindow | null) => Promise<T>): Promise<T> => {
    if (open) throw refusal;
    open = true;
    try {
      const parent = parentWindow();
      return await show(parent && !parent.isDestroyed() ? parent : null);
    } finally {
      open = false;
    }
  };
  return {
    chooseFile: ({ title, filter }) =>
      oneAtATime(ApiError.of('invalid_request', localize('transport.fileDialogOpen')), async (parent) => {
        const options: Electron.OpenDialogOptions = { title, properties: ['openFile'], filters: [filter] };
        const result = parent ? await dialog.showOpenDialog(parent, options) : await dialog.showOpenDialog(options);
        return result.canceled ? null : (result.filePaths[0] ?? null);
      }),
    chooseSaveFile: ({ title, defaultName, filter }) =>
      oneAtATime(ApiError.of('invalid_request', localize('reportFiles.saveDialogOpen')), async (parent) => {
        // docs/api/dialog.md, `dialog.showSaveDialog([window, ]options)`: `defaultPath` may be a file name alone;
        // `showOverwriteConfirmation` (Linux) asks before an existing file is replaced (macOS and Windows ask anyway).
        const options: Electron.SaveDialogOptions = { title, defaultPath: defaultName, filters: [filter], properties: ['showOverwriteConfirmation', 'createDirectory'] };
        const result = parent ? await dialog.showSaveDialog(parent, options) : await dialog.showSaveDialog(options);
        return result.canceled || result.filePath === '' ? null : result.filePath;
      }),
    chooseFolder: ({ title, kind }) =>
      oneAtATime(ApiError.of('invalid_request', localize('transport.folderDialogOpen')), async (parent) => {
        // docs/api/dialog.md, `dialog.showOpenDialog([window, ]options)`: `openDirectory` lets folders be
        // chosen; `createDirectory` (macOS) offers a new folder in the dialog, `promptToCreate` (Windows)
        // lets a path that does not exist yet be returned, for the application to create (the clone does).
        const properties: Electron.OpenDialogOptions['properties'] = kind === 'existing' ? ['openDirectory'] : ['openDirectory', 'createDirectory', 'promptToCreate'];
        const options: Electron.OpenDialogOptions = { title, properties };
        const result = parent ? await dialog.showOpenDialog(parent, options) : await dialog.showOpenDialog(options);
        return result.canceled ? null : (result.filePaths[0] ?? null);
      }),
  };
}
