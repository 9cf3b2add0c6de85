/**
 * Printed on stdout once Electron is ready: from then on the runtime itself has started, so
 * `npm start` (scripts/electron-run.mjs, which has the same text) no longer takes an exit
 * for "Electron cannot start here".
 */
export const desktopReadyLine = 'CamConfig Studio (desktop): Electron is ready';
