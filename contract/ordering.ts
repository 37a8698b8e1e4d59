/**
 * The bodies of the ordering calls (spec 1 §3, spec 2 §7): an item moved to stand before `next` (null: at the
 * end). Every 400 of one says INVALID_ORDERING, as the move's own refusals do (the item itself, another list's).
 */
import * as v from 'valibot';
import { optionalBodyId, orderingNext, requiredBodyId } from './wire';

export const INVALID_ORDERING = 'INVALID_ORDERING';

/** PATCH …/{id}/ordering of the catalogue (brands, a brand's models, materials, a material's colours). */
export const OrderingBodySchema = v.object({ next: orderingNext });

/** PATCH …/design_asset_collections/{id}/ordering and …/design_assets/{id}/ordering: the path's id again, then where it goes. */
export const PathOrderingBodySchema = v.object({ id: optionalBodyId, next: orderingNext });

/** PATCH /api/shop_fonts/ordering and /api/shop_font_colors/ordering: the moved item, then where it goes. */
export const ActiveOrderingBodySchema = v.object({ activeId: requiredBodyId, next: orderingNext });
