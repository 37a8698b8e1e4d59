import { listBrands } from '../../api/brands';
import { listCustomizationUrls } from '../../api/customizationSettings';
import { listMaterials } from '../../api/materials';
import { listModels } from '../../api/models';
import { listProducts } from '../../api/products';
import { listShops } from '../../api/shops';
import { listTemplateGroups, listTemplates } from '../../api/templates';
import { PRODUCT_PAGE_SIZES } from '../../../contract/products';
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
  const shops = await listCustomizationUrls(quiet(signal));
  return shops.some((entry) => entry.customizationUrls.length > 0);
}

/**
 * The rest of the facts, for an account without a link yet. What `known` already holds true is not asked
 * again: a step once done stays done for the guide (it leads to a first link, it does not audit the account).
 */
export async function loadFacts(signal: AbortSignal, known?: AccountFacts): Promise<AccountFacts> {
  const options = quiet(signal);
  const [shops, brands, materials, groups] = await Promise.all([
    listShops(options),
    known?.hasModel ? [] : listBrands(options),
    known?.hasMaterial ? [] : listMaterials(options),
    known?.hasTemplate ? [] : listTemplateGroups(options),
  ]);
  const [hasProduct, hasModel, hasTemplate] = await Promise.all([
    known?.hasProduct || anyOfNewest(shops, async (shop) => (await listProducts(shop.id, 1, PRODUCT_PAGE_SIZES[0], signal, options)).totalItems > 0),
    known?.hasModel || anyOfNewest(brands, async (brand) => (await listModels(brand.id, options)).length > 0),
    known?.hasTemplate || anyOfNewest(groups, async (group) => (await listTemplates(group.id, options)).length > 0),
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
