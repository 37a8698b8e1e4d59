import { answerLost, type ApiOptions } from './client';

/** The options a create is sent again with: its refusal is this module's to answer (by creating), not the error modal's. */
export type ReplayOptions = Pick<ApiOptions, 'callerHandles'>;

/** A refusal (4xx) of the lost body sent again: answered here. A fault or a lost answer still shows as any call's. */
const REPLAY: ReplayOptions = { callerHandles: (status) => status !== undefined && status >= 400 && status < 500 };

/** Where a save keeps the body of a create whose answer never came, for as long as that save can be retried. */
export interface LostCreateHolder<T> {
  lostCreate?: T | null;
}

/**
 * A create that never makes a second record after a lost answer (client.ts answerLost): while `holder` keeps
 * a lost create and `input` differs from it, the lost body is sent again instead (the same body, so the same
 * retry key: the API answers with what it made, or makes it now), and `replayed` tells the caller to bring
 * what it made up to `input` with an update. A refusal of it is an answer that nothing was made (the API
 * sends a kept reply again only where it made the record, ROUTES.md "Idempotency-Key"): `input` is then
 * created as it is now, in the same call, so the merchant never sees the refusal of a body no longer saved.
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
      if (answerLost(failure)) throw failure;
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
