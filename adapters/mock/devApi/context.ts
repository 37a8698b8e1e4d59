import type { TokenBook } from './auth';
import type { DevState } from './state';
import type { FaultBook } from './faults';
import type { StoredFile } from './types';

/** What the dev API was configured with, resolved once. */
export interface DevEnv {
  origin: string;
  now(): number;
  fileUrl(file: StoredFile): string;
  /** Reads a seeded binary fixture by its source URL, once per URL (seedFiles.ts); prefer bytesOf(). */
  readSeedFile(href: string): Promise<Uint8Array>;
  faults: FaultBook;
  /** Signs the print file addresses (printLinks.ts); a new one on reset(), so old addresses stop working. */
  printSecret: string;
  /** The sessions (auth.ts): signed, expiring, revocable tokens; kept across reset(). */
  tokens: TokenBook;
  reset(): void;
}

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** The signed-in account; '' on public routes. */
  username: string;
  state: DevState;
  env: DevEnv;
}
