/** Lets the browser save `file` under `fileName`, as a download link would. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the file by the next task; keeping the URL longer only holds memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
