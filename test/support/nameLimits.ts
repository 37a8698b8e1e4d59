// Every kind of name's bound the contract exports (a NameLimit of contract/names.ts, products.ts or shops.ts),
// found by its shape: a new one is tested, listed and its text checked without a test naming it.
import type { NameLimit } from '../../contract/names';
import * as names from '../../contract/names';
import * as products from '../../contract/products';
import * as shops from '../../contract/shops';

const isNameLimit = (value: unknown): value is NameLimit =>
  typeof value === 'object' && value !== null && 'max' in value && 'count' in value && 'tooLong' in value;

/** [the constant's name, its NameLimit], for every NameLimit exported. */
export const NAME_LIMITS: ReadonlyArray<readonly [string, NameLimit]> = Object.entries({ ...names, ...products, ...shops }).filter(
  (entry): entry is [string, NameLimit] => isNameLimit(entry[1]),
);
