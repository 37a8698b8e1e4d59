// Reading library request bodies and queries. The messages are the console's own (spec 1 §5, spec 2 §5),
// so a client that skipped its form validation still shows the merchant the right text.
import * as v from 'valibot';
import { optionalBodyId } from '../../../../contract/wire';
import { badRequest } from '../http/http';
import { parseOr400 } from '../http/parse';

const BodyIdSchema = v.object({ id: optionalBodyId });

/**
 * Bodies like PATCH /:id {id, name} repeat the id of the path. When present it must agree: a client that
 * sends one item's body to another's path is told rather than obeyed. Read by its schema first, so that a
 * value that is no id ({"toString": 1}) is refused as such.
 */
export function checkBodyId(body: Record<string, unknown>, pathId: string): void {
  const { id } = parseOr400(BodyIdSchema, body);
  if (id === undefined || id === null) return;
  if (id !== pathId) throw badRequest(`请求体的 id (${id}) 与路径的 id (${pathId}) 不一致`);
}
