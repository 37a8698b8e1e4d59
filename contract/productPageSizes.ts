/**
 * The product list's page sizes (spec 3 §2), apart from the products' schemas (products.ts, valibot): the
 * getting-started guide of the first screen after signing in asks for one page to learn whether a shop has any.
 */
export const PRODUCT_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PRODUCT_PAGE_SIZE = 20;
