import { seed } from '../../../fixtures/seed';
import type { MiniAppSeed } from '../../../fixtures/seed';
import type { StoredFile } from './types';

/** What upload_form handed out for a file, checked when the multipart POST arrives (spec 1 §7, step 2). */
export interface UploadTicket {
  policy: string;
  signature: string;
  bytesReceived: boolean;
}

/** A file in the simulated marketplace cloud storage that the Qianniu host simulator uploads to. */
export interface CloudFile {
  taobaoFileId: string;
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
  uploadTime: number;
}

/** Everything reset() throws away. Route modules own their own slices; later issues add brands, models, ... */
export interface DevState {
  passwords: Map<string, string>;
  miniApp: MiniAppSeed;
  files: Map<string, StoredFile>;
  uploadTickets: Map<string, UploadTicket>;
  cloudFiles: Map<string, CloudFile>;
  lastId: number;
}

export function createState(): DevState {
  return {
    passwords: new Map(seed.accounts.map((account) => [account.username, account.password])),
    miniApp: copySeed(seed.miniApp),
    files: new Map(),
    uploadTickets: new Map(),
    cloudFiles: new Map(),
    // Restarts on reset() so that a test or a QA session sees the same ids every run.
    lastId: 1000,
  };
}

/**
 * Seeds are plain JSON data; a JSON round trip copies them deeply. Not structuredClone: the bundle targets
 * Chrome 87 (Qianniu's embedded Chromium), which lacks it.
 */
function copySeed<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export function nextId(state: DevState): string {
  state.lastId += 1;
  return String(state.lastId);
}
