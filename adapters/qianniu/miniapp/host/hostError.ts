/** Codes the host itself puts in error replies; the client's failures add `MY_<error>` and TOP's own codes. */
export const HOST_ERROR_CODES = {
  /** A client call that never answered within the host's own limit. */
  timeout: 'HOST_TIMEOUT',
  /** The sender aborted (or the page closed) while the client call ran. */
  aborted: 'HOST_ABORTED',
  /** A `my.*` call failed without an error number. */
  clientFailed: 'MY_FAILED',
  noFileSystem: 'NO_FILE_SYSTEM',
  /** 10028 from the file system: the temporary file or its folder is full. */
  fileTooLarge: 'HOST_FILE_TOO_LARGE',
  uploadFailed: 'UPLOAD_FAILED',
  uploadNoAddress: 'UPLOAD_NO_ADDRESS',
  deleteFailed: 'DELETE_FAILED',
  /** cloudFile.delete of a file this host page did not upload itself. */
  deleteNotOwned: 'DELETE_NOT_OWNED',
  topFailed: 'TOP_FAILED',
  /** top.invoke of an API the console does not call (contract/marketplaceApis.ts). */
  topNotAllowed: 'TOP_API_NOT_ALLOWED',
  topBadResult: 'TOP_BAD_RESULT',
  saveUnsupported: 'SAVE_UNSUPPORTED',
  saveFailed: 'SAVE_FAILED',
} as const;

/** An error createBridgeHost turns into `{ ok: false, error: { code, message } }`. */
export class HostError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'HostError';
    this.code = code;
  }
}
