import type { Id } from '../../../contract/catalogue';
import type { PushOrderInput, PushOrderRequest } from '../../../contract/erp';
import { ApiError } from '../../api/client';
import { describeError } from '../../api/errorCatalogue';
import { bodyText, cleanFactoryText, cut } from './factoryReason';
import { hasPrintFile } from './pushPayload';

/** One order's line in the push dialog. */
export type PushResult =
  | { state: 'waiting' }
  | { state: 'pushing' }
  | { state: 'succeeded' }
  | { state: 'failed'; reason: string }
  /** Never sent: the run stopped before it (the dialog closed, the session ended). */
  | { state: 'skipped' }
  /** Not sent again: the order list shows it pushed to this factory already, which would refuse it (409). */
  | { state: 'earlier' }
  /** Never sent: no design of it has a print file, the factory would get nothing to print (pushPayload.ts). */
  | { state: 'noPrint' };

/** A push refused before it reached the factory, with the reason its row shows (no print file, no credits). */
export class PushRefusal extends Error {}

/**
 * Spec 3 §8: why a push failed, as its row says it: the server's message, or else the raw reply (an ERP
 * that answers without a message) cleaned of markup and stack frames, or else what the client knows (no
 * answer, a timeout); never more than REASON_MAX characters (a whole HTML error page would push the other rows out of view).
 */
export function pushFailureReason(error: unknown): string {
  if (error instanceof ApiError) {
    const { body } = error;
    if (typeof body === 'object' && body !== null) {
      const message = (body as Record<string, unknown>).message;
      if (typeof message === 'string' && message.trim()) return cleanFactoryText(message.trim());
      return bodyText(body);
    }
    if (typeof body === 'string' && body.trim()) {
      const cleaned = cleanFactoryText(body.trim());
      if (cleaned) return cleaned;
    }
  }
  return cut(describeError(error));
}

/** A 401/403: the session ended, and every later push would fail the same way. */
export function endsSession(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

export interface PushRunDeps {
  /** Not abortable on purpose: an order already on its way is let finish, so its row says what happened. */
  push: (request: PushOrderRequest) => Promise<unknown>;
  /** Called with each order's new state, by its position in `orders`. */
  onResult: (index: number, result: PushResult) => void;
  /** Orders the factory has already (the order list says so): not sent again. */
  pushedBefore?: (order: PushOrderInput) => boolean;
}

export interface PushRunOutcome {
  succeeded: number;
  failed: number;
  skipped: number;
  /** Orders the factory had already, not sent again. */
  earlier: number;
  /** The run stopped at a 401/403. */
  sessionEnded: boolean;
}

/**
 * Spec 3 §4: the orders pushed one by one to `factoryId`, each with its result. A failure does not stop the
 * run (the next order may be fine); an ended session does, and so does `signal` (the dialog closed): the
 * order on its way finishes, the rest are not sent.
 */
export async function runPush(orders: readonly PushOrderInput[], factoryId: Id, deps: PushRunDeps, signal: AbortSignal): Promise<PushRunOutcome> {
  const outcome: PushRunOutcome = { succeeded: 0, failed: 0, skipped: 0, earlier: 0, sessionEnded: false };
  for (let index = 0; index < orders.length; index++) {
    if (signal.aborted || outcome.sessionEnded) {
      deps.onResult(index, { state: 'skipped' });
      outcome.skipped++;
      continue;
    }
    const order = orders[index]!;
    if (!hasPrintFile(order)) {
      deps.onResult(index, { state: 'noPrint' });
      outcome.skipped++;
      continue;
    }
    if (deps.pushedBefore?.(order)) {
      deps.onResult(index, { state: 'earlier' });
      outcome.earlier++;
      continue;
    }
    deps.onResult(index, { state: 'pushing' });
    try {
      await deps.push({ factoryId, orderOriginalId: order.orderOriginalId, orderItems: order.orderItems });
      deps.onResult(index, { state: 'succeeded' });
      outcome.succeeded++;
    } catch (error) {
      if (endsSession(error)) outcome.sessionEnded = true;
      deps.onResult(index, { state: 'failed', reason: pushFailureReason(error) });
      outcome.failed++;
    }
  }
  return outcome;
}
