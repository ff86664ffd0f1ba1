/** Saves the .ics text as a file through a Blob URL (no server round trip). */
export function downloadTextFile(
  text: string,
  fileName: string,
  type = 'text/calendar;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next task: some browsers start the download asynchronously.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
