import { answerLost } from './client';

/** Where a save keeps the body of a create whose answer never came, for as long as that save can be retried. */
export interface LostCreateHolder<T> {
  lostCreate?: T | null;
}

/**
 * A create that never makes a second record after a lost answer (client.ts answerLost): while `holder` keeps
 * a lost create and `input` differs from it, the lost body is sent again instead (the same body, so the same
 * retry key: the API answers with what it made, or makes it now), and `replayed` tells the caller to bring
 * what it made up to `input` with an update. A refusal is an answer: the next create is one of its own.
 */
export async function createAfterLost<T, R>(holder: LostCreateHolder<T>, input: T, create: (body: T) => Promise<R>): Promise<{ made: R; replayed: boolean }> {
  const lost = holder.lostCreate;
  const body = lost && JSON.stringify(lost) !== JSON.stringify(input) ? lost : input;
  try {
    const made = await create(body);
    holder.lostCreate = null;
    return { made, replayed: body !== input };
  } catch (failure) {
    holder.lostCreate = answerLost(failure) ? body : null;
    throw failure;
  }
}
