// The native "open file" dialog of the desktop app, as the services' FileChooser: one file,
// filtered by extension, modal over the studio's window. One dialog at a time: a second ask
// while one is open is refused (a double click opens no second dialog).
import type * as Electron from 'electron';
import { ApiError } from '../../shared/api/errors';
import type { FileChooser } from '../services/fileChooser';

export type DialogElectron = Pick<Electron.Dialog, 'showOpenDialog'>;

/** `parentWindow()`: the window the dialog belongs to (null before it exists). */
export function createFileChooser(dialog: DialogElectron, parentWindow: () => Electron.BrowserWindow | null): FileChooser {
  let open = false;
  return async ({ title, filter }) => {
    if (open) throw new ApiError('invalid_request', 'a file dialog is already open: choose the file there or cancel it first');
    open = true;
    try {
      const options: Electron.OpenDialogOptions = { title, properties: ['openFile'], filters: [filter] };
      const parent = parentWindow();
      const result = parent && !parent.isDestroyed() ? await dialog.showOpenDialog(parent, options) : await dialog.showOpenDialog(options);
      return result.canceled ? null : (result.filePaths[0] ?? null);
    } finally {
      open = false;
    }
  };
}
