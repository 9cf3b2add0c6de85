// The report files the studio wrote, offered again: downloaded in web mode, a copy saved with the desktop app's dialog.
export const reportFiles = {
  notOffered: 'this report file is not offered (any more): the studio offers the files it wrote since it started; save the report again',
  gone: 'the report file {{file}} is no longer in the reports folder: save the report again',
  unreadable: 'the report file {{file}} cannot be read: {{reason}}',
  saveDialogOnlyDesktop: 'the save dialog is only in the desktop app: in web mode download the file from the report dialog',
  saveDialogOpen: 'a file dialog is already open: save the file there or cancel it first',
  notAbsolute: 'the chosen place is not an absolute path the studio can write to',
  cannotWrite: 'the copy of the report could not be written to {{path}}: {{reason}}',
  saveTitle: 'Save a copy of the handover report',
  filter: {
    html: 'Web page (HTML)',
    pdf: 'PDF document',
  },
} as const;
