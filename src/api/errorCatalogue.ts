import { MSG } from '../messages';

/** What went wrong with one admin API call, as far as the client can tell. */
export interface RequestFailure {
  /** GET when absent. */
  method?: string;
  url: string;
  /** Absent when no response arrived (network down, timeout, aborted). */
  status?: number;
  body?: unknown;
  /** The client's own text for a failure without a usable body (timeout, HTTP status). */
  clientMessage?: string;
}

export interface SuppressionContext {
  /** The call asked to skip the modal (spec 1 §7: SKU and wireframe lookups). */
  skipErrorModal?: boolean;
  /** Audit mode: the username carries the test marker (spec 1 §4). */
  auditMode: boolean;
}

/** What the 网络请求错误 modal shows. */
export interface FailureDetails {
  title: string;
  url: string;
  text: string;
  traceId?: string;
  code?: string;
  showAuthTutorial: boolean;
}

export type ErrorOutcome =
  | { action: 'expire-session'; text: string }
  | ({ action: 'modal' | 'silent' } & FailureDetails);

interface ErrorBody {
  traceId?: string;
  code?: string;
  message?: string;
}

function readErrorBody(body: unknown): ErrorBody | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const pick = (key: string) => {
    const value = record[key];
    return typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : undefined;
  };
  const result: ErrorBody = { traceId: pick('traceId'), code: pick('code'), message: pick('message') };
  return result.traceId || result.code || result.message ? result : null;
}

/** The text for a failure (the server's message when it sent one), with the body's code and trace id. */
export function describeFailure(failure: RequestFailure): { text: string; code?: string; traceId?: string } {
  const body = readErrorBody(failure.body);
  let text: string;
  if (failure.status === 502 || failure.status === 503) text = MSG.errors.gatewayBusy;
  else if (body?.message) text = body.message;
  else if (failure.clientMessage) text = failure.clientMessage;
  else if (failure.status === undefined) text = MSG.errors.networkFailed;
  else text = MSG.errors.unknown;
  return { text, code: body?.code, traceId: body?.traceId };
}

/** The error catalogue of spec 1 §8 (the rows that are not screen-specific), as one pure decision. */
export function classifyRequestFailure(failure: RequestFailure, context: SuppressionContext): ErrorOutcome {
  if (failure.status === 401 || failure.status === 403) {
    return { action: 'expire-session', text: MSG.session.expired };
  }

  const { text, code, traceId } = describeFailure(failure);
  // The calls whose failures the caller shows on the spot say so themselves (spec 1 §7: the SKU and wireframe
  // lookups pass skipErrorModal, src/api/skus.ts and wireframes.ts; spec 3 §7: the factory push takes its
  // failures with callerHandles, src/api/erp.ts).
  const suppressed = Boolean(context.skipErrorModal) || context.auditMode;

  return {
    action: suppressed ? 'silent' : 'modal',
    title: MSG.errors.networkTitle,
    url: failure.url,
    text,
    traceId,
    code,
    showAuthTutorial: text.includes(MSG.errors.subAccountDenied),
  };
}

/** Turns anything thrown into a text a merchant can read; 未知錯誤 when there is none (spec 1 §8). */
export function describeError(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return MSG.errors.unknown;
}
