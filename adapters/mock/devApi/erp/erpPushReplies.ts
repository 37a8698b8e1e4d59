// The replies of a push the factory refused: with a message the console shows, or (as some ERPs answer) a
// body without one, which the console shows raw (spec 3 §8).
import { errorReply, json } from '../http/http';

/** What the simulated ERP answers when it gives no `message`: its own code and text under other names. */
export const RAW_REFUSAL_BODY = { code: 'E1024', msg: 'order rejected by factory: sku not in production plan' };

export function factoryRefusal(message: string | null): Response {
  return message === null ? json(RAW_REFUSAL_BODY, 400) : errorReply(400, 'FACTORY_REFUSED', message);
}
