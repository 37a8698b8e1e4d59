import { ApiError, answerLost, type ApiOptions } from './client';

/** The options a create is sent again with: its refusal as invalid is this module's to answer (by creating), not the error modal's. */
export type ReplayOptions = Pick<ApiOptions, 'callerHandles'>;

/**
 * A 400: the body refused by the route's own checks (its name taken since, its group or preview phone gone). The
 * API keeps a reply to send again only where the write succeeded (ROUTES.md, "Idempotency-Key"), so the route
 * ran again and nothing was made. Any other failure of the lost body sent again (a fault, a 409 of a write still
 * running, a session ended) says nothing of that: it shows as any call's.
 */
const refusedAsInvalid = (failure: unknown) => failure instanceof ApiError && failure.status === 400;

const REPLAY: ReplayOptions = { callerHandles: (status) => status === 400 };

/** Where a save keeps the body of a create whose answer never came, for as long as that save can be retried. */
export interface LostCreateHolder<T> {
  lostCreate?: T | null;
}

/**
 * A create that never makes a second record after a lost answer (client.ts answerLost): while `holder` keeps
 * a lost create and `input` differs from it, the lost body is sent again instead (the same body, so the same
 * retry key: the API answers with what it made, or makes it now), and `replayed` tells the caller to bring
 * what it made up to `input` with an update. Its refusal as invalid says nothing was made: `input` is then
 * created as it is now, in the same call, and the refusal of a body no longer saved is not shown. Any other
 * failure is the caller's, the lost body kept where its answer was lost again.
 */
export async function createAfterLost<T, R>(
  holder: LostCreateHolder<T>,
  input: T,
  create: (body: T, options?: ReplayOptions) => Promise<R>,
): Promise<{ made: R; replayed: boolean }> {
  const lost = holder.lostCreate;
  if (lost && JSON.stringify(lost) !== JSON.stringify(input)) {
    try {
      const made = await create(lost, REPLAY);
      holder.lostCreate = null;
      return { made, replayed: true };
    } catch (failure) {
      if (!refusedAsInvalid(failure)) {
        // Kept as a first attempt's would be: while the tab keeps its retry key (client.ts answerLost).
        holder.lostCreate = answerLost(failure) ? lost : null;
        throw failure;
      }
      holder.lostCreate = null;
    }
  }
  try {
    const made = await create(input);
    holder.lostCreate = null;
    return { made, replayed: false };
  } catch (failure) {
    holder.lostCreate = answerLost(failure) ? input : null;
    throw failure;
  }
}
