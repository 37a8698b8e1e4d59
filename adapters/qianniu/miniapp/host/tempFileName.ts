/**
 * The names of the host's temporary files under USER_DATA_PATH:
 * `pcc-transfer-<created, ms since the epoch in base 36>-<counter>-<random>[.ext]`.
 * The creation time is in the name so that a later start can tell a leftover of a killed client from a
 * live transfer by the name alone: `stat`'s `lastModifiedTime` comes in a unit the client does not document.
 */

const NAME = /^pcc-transfer-([0-9a-z]{1,11})-[0-9]+-[0-9a-z]+(?:\.[0-9a-z]{1,10})?$/;
// The file's extension is kept (the cloud store may read the type from it), and only a plain one.
const SAFE_EXTENSION = /\.([A-Za-z0-9]{1,10})$/;

let counter = 0;

/** A new temporary file's name for a transfer of `fileName`: only its extension, lower-cased, is kept. */
export function tempFileName(fileName: string, createdAt: number): string {
  counter += 1;
  const extension = SAFE_EXTENSION.exec(fileName)?.[0].toLowerCase() ?? '';
  // Math.random, not crypto: the mini-program engine may lack crypto, and the console never sees the path.
  const random = () => Math.random().toString(36).slice(2, 12);
  return `pcc-transfer-${Math.max(0, Math.floor(createdAt)).toString(36)}-${counter}-${random()}${random()}${extension}`;
}

/** When the host created the temporary file `name`, or undefined if the name is not one of the host's. */
export function tempFileCreatedAt(name: string): number | undefined {
  const created = NAME.exec(name)?.[1];
  if (created === undefined) return undefined;
  const time = parseInt(created, 36);
  return Number.isSafeInteger(time) ? time : undefined;
}
