import type { TokenBook } from './auth/auth';
import type { DevState } from './state';
import type { FaultBook } from './devTools/faults';
import type { StoredFile } from './types';

/** What the dev API was configured with, resolved once. */
export interface DevEnv {
  origin: string;
  now(): number;
  /** The address a reply gives for the owner's file: signed for the owner (fileLinks.ts) unless it lives elsewhere. */
  fileUrl(file: StoredFile, owner: string): string;
  /** Reads a seeded binary fixture by its source URL, once per URL (seedFiles.ts); prefer bytesOf(). */
  readSeedFile(href: string): Promise<Uint8Array>;
  faults: FaultBook;
  /** Signs the print file addresses (printLinks.ts); a new one on reset(), so old addresses stop working. */
  printSecret: string;
  /** The sessions (auth.ts): signed, expiring, revocable tokens; kept across reset(). */
  tokens: TokenBook;
  /**
   * Signs the file addresses (fileLinks.ts); one per dev API, kept across reset(): an address binds the owner
   * and the file id, and reset() brings back the same seeded files under the same ids for the same owners.
   */
  fileSecret: string;
  reset(): void;
  /** Makes another main account with nothing in it (state.ts addEmptyAccount). */
  addEmptyAccount(): { username: string; password: string };
}

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** The signed-in account; '' on public routes. */
  username: string;
  /**
   * The caller's main account's data and what is shared (state.ts), picked once by the dispatcher: another
   * account's ids are simply not found in it. On a public route, no account's (DevWorld.nobody).
   */
  state: DevState;
  /**
   * A main account's state by name (seeded on first use), undefined for anything else. Only for public
   * routes that learn whose data a request is about from a proof other than the session (an upload form's
   * signature, a signed file address, a cutout task token), and for dev tools that name an account.
   */
  accountOf(owner: string): DevState | undefined;
  env: DevEnv;
}
