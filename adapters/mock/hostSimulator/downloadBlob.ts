/**
 * What the client's save dialog becomes in the simulator: a download of the Blob under its name
 * (createBrowserPlatform's `download`). The address lives a minute, long enough for the browser to start.
 */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
