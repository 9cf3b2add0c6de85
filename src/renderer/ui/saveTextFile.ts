// Hands text to the browser as a file download (the desktop app shows its save dialog).
export function saveTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, not before the download starts.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
