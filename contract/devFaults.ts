/**
 * A fault the dev API injects into matching routes: QA's 平台调试 screen sends it, the tests add it in
 * process. Not part of the real admin API; the dev API alone answers `/api/__dev/faults`.
 */
export interface FaultRule {
  method?: string;
  /** Exact path, or a prefix ending with '*'. */
  path: string;
  latencyMs?: number;
  status?: number;
  body?: unknown;
  /** Held until the client gives up or a test releases it (FaultBook.release). */
  hang?: boolean;
  /** How many requests it applies to; absent = until cleared. */
  times?: number;
}
