// Reading library request bodies and queries. The messages are the console's own (spec 1 §5, spec 2 §5),
// so a client that skipped its form validation still shows the merchant the right text.
import { badRequest } from '../http/http';

/**
 * Bodies like PATCH /:id {id, name} repeat the id of the path. When present it must agree: a client that
 * sends one item's body to another's path is told rather than obeyed.
 */
export function checkBodyId(body: Record<string, unknown>, pathId: string): void {
  const id = body.id;
  if (id === undefined || id === null) return;
  if (String(id) !== pathId) throw badRequest(`请求体的 id (${String(id)}) 与路径的 id (${pathId}) 不一致`);
}

