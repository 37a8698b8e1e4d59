import { call } from '../../api/client';
import { brands as brandEndpoints } from '../../../contract/endpoints/catalogue/brands';
import { materials as materialEndpoints } from '../../../contract/endpoints/catalogue/materials';
import { models } from '../../../contract/endpoints/catalogue/models';
import { shopSettings } from '../../../contract/endpoints/customization/shopSettings';
import { products } from '../../../contract/endpoints/shops/products';
import { shops as shopEndpoints } from '../../../contract/endpoints/shops/shops';
import { templateGroups } from '../../../contract/endpoints/templates/templateGroups';
import { templates } from '../../../contract/endpoints/templates/templates';
import { PRODUCT_PAGE_SIZES } from '../../../contract/productPageSizes';
import type { AccountFacts } from './steps';

/**
 * The guide's lookups fail quietly (spec 1 §7's flagged calls): the guide is a convenience beside the
 * screen, and a failed lookup must neither put an error modal over the screen the merchant opened nor end
 * a session the screen's own calls keep.
 */
const quiet = (signal: AbortSignal) => ({ skipErrorModal: true, probeOnly: true, signal }) as const;

/**
 * How many shops, brands or groups one look asks about, newest first (a list's newest is where the
 * merchant just added something). An account with more empty ones than this is past its first day; the
 * step is then marked by what the newest hold.
 */
export const LOOKUPS_PER_STEP = 10;

/** Whether any of the newest `items` has something, asked one at a time and stopping at the first yes. */
async function anyOfNewest<T>(items: readonly T[], has: (item: T) => Promise<boolean>): Promise<boolean> {
  for (const item of items.slice(-LOOKUPS_PER_STEP).reverse()) if (await has(item)) return true;
  return false;
}

/** Whether the account has produced a customization link: the one lookup a finished account costs. */
export async function hasLink(signal: AbortSignal): Promise<boolean> {
  const shops = await call(shopSettings.urls, quiet(signal));
  return shops.some((entry) => entry.customizationUrls.length > 0);
}

/**
 * The rest of the facts, for an account without a link yet. What `known` already holds true is not asked
 * again: a step once done stays done for the guide (it leads to a first link, it does not audit the account).
 */
export async function loadFacts(signal: AbortSignal, known?: AccountFacts): Promise<AccountFacts> {
  const options = quiet(signal);
  const [shops, brands, materials, groups] = await Promise.all([
    call(shopEndpoints.list, options),
    known?.hasModel ? [] : call(brandEndpoints.list, options),
    known?.hasMaterial ? [] : call(materialEndpoints.list, options),
    known?.hasTemplate ? [] : call(templateGroups.list, options),
  ]);
  const [hasProduct, hasModel, hasTemplate] = await Promise.all([
    known?.hasProduct || anyOfNewest(shops, async (shop) => (await call(products.list, { query: { shopId: shop.id, pageNo: 1, pageSize: PRODUCT_PAGE_SIZES[0] }, ...options })).totalItems > 0),
    known?.hasModel || anyOfNewest(brands, async (brand) => (await call(models.list, { params: { brandId: brand.id }, ...options })).length > 0),
    known?.hasTemplate || anyOfNewest(groups, async (group) => (await call(templates.list, { query: { collectionId: group.id }, ...options })).length > 0),
  ]);
  return {
    shopTypes: shops.map((shop) => shop.type),
    hasProduct,
    hasBrand: hasModel || brands.length > 0,
    hasModel,
    hasMaterial: Boolean(known?.hasMaterial) || materials.some((material) => material.colors.length > 0),
    hasTemplate,
    hasLink: false,
  };
}
