// Bounds on a camera list file and what it carries, checked where the file comes in, so a
// huge or hostile file costs little and every camera fits the workspace file's own bounds.
export const cameraListLimits = {
  /**
   * The file itself (bytes), and its decoded text (characters): room for 1000 cameras with
   * their variables, and small enough that the text, as JSON (up to 3 bytes a character), fits
   * the web mode's 1 MiB WebSocket message.
   */
  fileBytes: 320 * 1024,
  lines: 20_000,
  lineLength: 8192,
  fileNameLength: 255,
  /** The workspace holds at most this many cameras (workspaceLimits.cameras). */
  cameras: 1000,
  variablesPerCamera: 32,
  variableNameLength: 40,
  variableValueLength: 200,
  labelLength: 100,
  groupLength: 100,
  userLength: 200,
  passwordLength: 1024,
} as const;
