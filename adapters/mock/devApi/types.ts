import type { FaultRule } from '../../../contract/devFaults';
// Kept apart from index.ts so that internal modules can use these types without importing the entry
// point (which imports them back).
import type { CustomizedImageRecord, Order } from '../../../contract/orders';
import type { AddOrdersOptions } from '../../../contract/devOrders';

export interface StoredFile {
  id: string;
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
  /** Upload kind, spec 1 §3: 1 design asset, 2 template thumbnail, 3 template layer, 4 wireframe, 5 order, 6 font. */
  kind: number;
  uploadedAt: number;
  status: 'pending' | 'uploaded' | 'failed';
  errorMessage?: string;
  /** Set for images registered through POST /api/files/taobao: they live on the marketplace, we hold no bytes. */
  url?: string;
  taobaoFileId?: string;
  /** The size the client declared for a marketplace file (POST /api/files/taobao), since we hold no bytes to measure. */
  fileSize?: number;
  /**
   * Set for seeded binary fixtures (fonts, font previews): the URL their bytes are read from on first use
   * (a file: URL in Node, the bundle's asset URL in a browser). `bytes` stays empty until then.
   */
  source?: string;
}

export interface DevApiOptions {
  /** Used to build absolute URLs (fileUrl, uploadUrl, cloud file url); default '' = relative. */
  origin?: string;
  /** Overrides the default `${origin}/api/files/${id}/content`; the in-browser mock adapter returns blob: URLs. */
  fileUrl?: (file: StoredFile) => string;
  now?: () => number;
  /**
   * Reads a seeded binary fixture (StoredFile.source) the first time it is needed. Default: fetch, which is
   * right in a browser, where the source is the bundle's asset URL. Node cannot fetch file: URLs:
   * createNodeMiddleware installs `readSeedFileFromDisk` (nodeMiddleware.ts), and tests pass it.
   */
  readSeedFile?: SeedFileReader;
  /**
   * The secret tokens are signed with (auth.ts); default a new random one, so a restart signs everyone out.
   * The in-browser mock keeps one per browser, so that a reload keeps the QA session.
   */
  tokenSecret?: string;
}

export type SeedFileReader = (href: string) => Promise<Uint8Array>;

export interface DevApi {
  handle(request: Request): Promise<Response>;
  orders: {
    /** Adds `count` orders with images to one shop at once (orderBatch.ts; also POST /api/__dev/orders). */
    add(options: AddOrdersOptions): Order[];
    /** What POST /api/orders/customized_images answers the account (default `demo`): the signed print addresses. */
    lookup(orderIds: readonly string[], username?: string): CustomizedImageRecord[];
  };
  /** An account's balance (default `demo`), read and set in-process: for tests that buy nothing to spend. */
  credits: { balance(username?: string): number; set(credits: number, username?: string): void };
  /** The fault book in process; `holding` counts the requests a hang holds now (FaultBook.holding). */
  faults: { add(rule: FaultRule): void; clear(): void; list(): FaultRule[]; release(): number; holding(): number };
  /** An account's files (default `demo`): a file by id, and the address a reply would give for it (signed for its owner). */
  files: { get(id: string, username?: string): StoredFile | undefined; url(id: string, username?: string): string };
  /** A session token for an account, as a login would hand it out: for tests that sign in without the form. */
  tokens: { issue(username: string): string };
  /** Replaces how seeded binary fixtures are read (see DevApiOptions.readSeedFile); bytes already read are kept. */
  useSeedFileReader(read: SeedFileReader): void;
  reset(): void;
}

