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
const quiet = { skipErrorModal: true, probeOnly: true } as const;

/** Whether any of `items` has something, asked one at a time and stopping at the first yes. */
async function anyOf<T>(items: readonly T[], has: (item: T) => Promise<boolean>): Promise<boolean> {
  for (const item of items) if (await has(item)) return true;
  return false;
}

/** Whether the account has produced a customization link: the one lookup a finished account costs. */
export async function hasLink(): Promise<boolean> {
  const shops = await listCustomizationUrls(quiet);
  return shops.some((entry) => entry.customizationUrls.length > 0);
}

/** The rest of the facts, for an account without a link yet (few shops, brands and groups by then). */
export async function loadFacts(): Promise<AccountFacts> {
  const [shops, brands, materials, groups] = await Promise.all([listShops(quiet), listBrands(quiet), listMaterials(quiet), listTemplateGroups(quiet)]);
  const [hasProduct, hasModel, hasTemplate] = await Promise.all([
    anyOf(shops, async (shop) => (await listProducts(shop.id, 1, PRODUCT_PAGE_SIZES[0], undefined, quiet)).totalItems > 0),
    anyOf(brands, async (brand) => (await listModels(brand.id, quiet)).length > 0),
    anyOf(groups, async (group) => (await listTemplates(group.id, quiet)).length > 0),
  ]);
  return {
    shopTypes: shops.map((shop) => shop.type),
    hasProduct,
    hasModel,
    hasMaterial: materials.length > 0,
    hasTemplate,
    hasLink: false,
  };
}
