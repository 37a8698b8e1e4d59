/**
 * What the client's save dialog becomes in the simulator: a download of the Blob under its name
 * (createBrowserPlatform's `download`). The address lives 5 s: long enough for the browser to start the download (which then holds the Blob itself), short enough that saving one large archive after another does not pile them up in the browser's blob store.
 */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 5_000);
}
