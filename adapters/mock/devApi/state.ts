import { DEV_ACCOUNTS, seed } from '../../../fixtures/seed';
import { isSubAccount } from './auth/auth';
import { badRequest } from './http/http';
import type { MiniAppSeed } from '../../../fixtures/seed';
import { seedCatalogue } from './catalogue/catalogueSeed';
import { emptyCatalogue, type CatalogueState } from './catalogue/catalogueState';
import { seedLibrary } from './library/librarySeed';
import { emptyLibrary, type LibraryState } from './library/libraryState';
import { seedCustomization } from './customization/customizationSeed';
import { seedCredits } from './credits/creditSeed';
import { emptyCredits, type CreditState } from './credits/creditState';
import { emptyErp, type ErpState } from './erp/erpState';
import type { DownloadRulesSetting } from '../../../contract/downloadRules';
import { seedOrders } from './orders/orderSeed';
import { addOrders, emptyOrders, type OrderState } from './orders/orderState';
import { emptySettings, type SettingState } from './customization/settingState';
import { seedShops } from './shops/shopSeed';
import { emptyShops, type ShopState } from './shops/shopState';
import { seedTemplates } from './templates/templateSeed';
import { emptyTemplates, type TemplateState } from './templates/templateState';
import { emptyJigs, type JigState } from './jigs/jigState';
import { seedJigs } from './jigs/jigSeed';
import type { StoredFile } from './types';

/** What upload_form handed out for a file, checked when the multipart POST arrives (spec 1 §7, step 2). */
export interface UploadTicket {
  /** The account the form was handed to: the storage endpoint, which knows no session, stores the bytes in its files. */
  owner: string;
  policy: string;
  signature: string;
  bytesReceived: boolean;
}

/** A file in the simulated marketplace cloud storage that the Qianniu host simulator uploads to. */
export interface CloudFile {
  taobaoFileId: string;
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
  uploadTime: number;
}

/**
 * What every account shares: who may sign in, ended sessions, the simulated marketplace cloud, and the id
 * counter (one for all, so that an id names one record whoever holds it). Orders, credits, download rules and
 * the ERP are here too: each record carries its owner (or is kept by username) and every route reads only
 * the caller's (orderState.ts, creditState.ts, erpState.ts).
 */
export interface SharedState {
  passwords: Map<string, string>;
  /** Main accounts that start with nothing (`newshop`, and those a test makes): never seeded. */
  emptyAccounts: Set<string>;
  cloudFiles: Map<string, CloudFile>;
  /** By file id (ids are unique across accounts); each names its owner, whose `files` hold the file. */
  uploadTickets: Map<string, UploadTicket>;
  /** Orders of every account, with their items and customizations (spec 3 §3). */
  orders: OrderState;
  /** Balances, deduction and recharge records, per account (spec 3 §3). */
  credits: CreditState;
  /** Each account's saved download rules (spec 3 §9); none saved = the default. */
  downloadRules: Map<string, DownloadRulesSetting>;
  /** The factory ERP integration of every account, its knobs and the pushes received (spec 3 §3, §4). */
  erp: ErpState;
  /** Restarts on reset() so that a test or a QA session sees the same ids every run. */
  ids: { last: number };
}

/**
 * What one main account owns and no other account sees (a sub-account acts for its main account, spec 1
 * §6). Route modules own their own slices; their records point at each other by id within the account.
 */
export interface AccountData {
  /** The main account's username. */
  owner: string;
  miniApp: MiniAppSeed;
  files: Map<string, StoredFile>;
  /** Brands, models, materials, colours, SKUs, wireframes (spec 1 §3); its images live in `files`. */
  catalogue: CatalogueState;
  /** Design-asset collections and assets (spec 1 §3), shop fonts and font colours (spec 2 §3). */
  library: LibraryState;
  /** Template groups and design templates (spec 2 §3); their layer images and thumbnails live in `files`. */
  templates: TemplateState;
  /** Shops and their products (spec 3 §3). */
  shops: ShopState;
  /** SKU customization settings and shop customization settings (spec 3 §3). */
  settings: SettingState;
  /** Printers' jigs and film sheets (an extension: ROUTES.md "Print jigs"). */
  jigs: JigState;
}

/**
 * What a route sees: the caller's account and what is shared, one flat object per account whose shared
 * slices are the same objects in every account's. So a slice is changed in place, never replaced
 * (`state.orders = …` would part one account's view from the others').
 */
export type DevState = SharedState & AccountData;

/** Everything reset() throws away: the shared state and every account's, made on first use (accountState). */
export interface DevWorld {
  shared: SharedState;
  accounts: Map<string, DevState>;
  /** What a public route sees: no account, so nothing of any account's is found through it. */
  nobody: DevState;
  /** The clock the seed was dated by. */
  seededAt: number;
}

/** `now` is the dev API's clock: seeded orders and records are dated relative to it. */
export function createWorld(now: number = Date.now()): DevWorld {
  const shared: SharedState = {
    passwords: new Map(seed.accounts.map((account) => [account.username, account.password])),
    emptyAccounts: new Set([DEV_ACCOUNTS.newcomer.username]),
    cloudFiles: new Map(),
    uploadTickets: new Map(),
    orders: emptyOrders(),
    credits: emptyCredits(),
    downloadRules: new Map(),
    erp: emptyErp(),
    ids: { last: 1000 },
  };
  const world: DevWorld = { shared, accounts: new Map(), nobody: { ...shared, ...emptyAccount('') }, seededAt: now };
  // The merchant first, so that its ids are what they were when every account shared one catalogue; the
  // others are seeded when first used, so that a test that never signs in as them pays nothing for them.
  accountState(world, DEV_ACCOUNTS.merchant.username);
  return world;
}

/**
 * The state a main account's requests see, seeded on first use; undefined for a name that is no main
 * account (unknown, or a sub-account: ownerOf gives its main account).
 */
export function accountState(world: DevWorld, owner: string): DevState | undefined {
  const existing = world.accounts.get(owner);
  if (existing) return existing;
  if (!world.shared.passwords.has(owner) || isSubAccount(owner)) return undefined;
  const state: DevState = { ...world.shared, ...emptyAccount(owner) };
  world.accounts.set(owner, state);
  if (!world.shared.emptyAccounts.has(owner)) seedAccount(state, world.seededAt);
  return state;
}

/**
 * Another main account with nothing in it, for a test or a QA session that starts from day one while
 * `newshop` is in use: `newshop2`, `newshop3`, … with `newshop`'s password, until reset() forgets them.
 */
export function addEmptyAccount(world: DevWorld): { username: string; password: string } {
  const { username: base, password } = DEV_ACCOUNTS.newcomer;
  let n = 2;
  while (world.shared.passwords.has(`${base}${n}`)) n++;
  const username = `${base}${n}`;
  world.shared.passwords.set(username, password);
  world.shared.emptyAccounts.add(username);
  return { username, password };
}

/**
 * The account a dev tool names (`username`, `demo` when left out): dev tools are public, so they say whose
 * data they act on; 400 for a name that is no main account.
 */
export function namedAccount(accountOf: (owner: string) => DevState | undefined, username: string = DEV_ACCOUNTS.merchant.username): DevState {
  const state = accountOf(username);
  if (!state) throw badRequest(`没有这个主账号: ${username}`);
  return state;
}

/** @internal The merchant's state in a world of its own: tests drive route modules with it, without the dispatcher. */
export function createState(now: number = Date.now()): DevState {
  return accountState(createWorld(now), DEV_ACCOUNTS.merchant.username)!;
}

function emptyAccount(owner: string): AccountData {
  return {
    owner,
    miniApp: copySeed(seed.miniApp),
    files: new Map(),
    catalogue: emptyCatalogue(),
    library: emptyLibrary(),
    templates: emptyTemplates(),
    shops: emptyShops(),
    settings: emptySettings(),
    jigs: emptyJigs(),
  };
}

/**
 * Every account gets the same seed (fixtures/seed), each with ids of its own: the audit account reviews a
 * console with the same shops, catalogue, library and templates as the merchant's, and none of them is the
 * merchant's. Orders and credits are each account's own (orderSeed.ts, creditSeed.ts).
 */
function seedAccount(state: DevState, now: number): void {
  const allocateId = () => nextId(state);
  // Seeded after the rest so that its ids (and its wireframe files) come from the same counter, in order.
  state.catalogue = seedCatalogue(seed.catalogue, { allocateId, files: state.files });
  // After the catalogue, so that the catalogue's ids stay what they were before the libraries existed.
  state.library = seedLibrary(seed.library, { allocateId, files: state.files });
  // After the libraries, whose assets the templates are made of, so that their ids do not move either.
  state.templates = seedTemplates(seed.templates, state, { allocateId, files: state.files });
  // Last, so that no id seeded before shops existed moves.
  state.shops = seedShops(seed.shops, allocateId);
  state.settings = seedCustomization(seed.customization, state, allocateId);
  // After everything it names (shops, products, catalogue), so that no earlier id moves.
  const orders = seedOrders(state, state.owner, allocateId, now);
  addOrders(state.orders, orders);
  seedCredits(state.credits, state.owner, orders, allocateId, now);
  // After everything, so that no id seeded before jigs existed moves.
  seedJigs(state.jigs, allocateId, now);
}

/**
 * Seeds are plain JSON data; a JSON round trip copies them deeply. Not structuredClone: the bundle targets
 * Chrome 87 (Qianniu's embedded Chromium), which lacks it.
 */
function copySeed<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export function nextId(state: Pick<SharedState, 'ids'>): string {
  state.ids.last += 1;
  return String(state.ids.last);
}
