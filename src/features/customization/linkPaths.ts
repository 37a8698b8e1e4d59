import type { Id } from '../../../contract/catalogue';
import { CUSTOMIZATION_LINKS_PATH } from '../../lib/screenPaths';

export const LINKS_PATH = CUSTOMIZATION_LINKS_PATH;

/** The generate screen: `?id=` edits that setting (修改), `?shopId=` starts a new one for that shop. */
export function generatePath(query: { id?: Id; shopId?: Id }): string {
  const params = new URLSearchParams();
  if (query.id) params.set('id', query.id);
  if (query.shopId) params.set('shopId', query.shopId);
  const search = params.toString();
  return `${LINKS_PATH}/generate${search ? `?${search}` : ''}`;
}
