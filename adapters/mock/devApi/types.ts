// Kept apart from index.ts so that internal modules can use these types without importing the entry
// point (which imports them back).

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
}

export interface FaultRule {
  method?: string;
  /** Exact path, or a prefix ending with '*'. */
  path: string;
  latencyMs?: number;
  status?: number;
  body?: unknown;
  hang?: boolean;
  /** How many requests it applies to; absent = until cleared. */
  times?: number;
}

export interface DevApiOptions {
  /** Used to build absolute URLs (fileUrl, uploadUrl, cloud file url); default '' = relative. */
  origin?: string;
  /** Overrides the default `${origin}/api/files/${id}/content`; the in-browser mock adapter returns blob: URLs. */
  fileUrl?: (file: StoredFile) => string;
  now?: () => number;
}

export interface DevApi {
  handle(request: Request): Promise<Response>;
  faults: { add(rule: FaultRule): void; clear(): void; list(): FaultRule[] };
  files: { get(id: string): StoredFile | undefined };
  reset(): void;
}
