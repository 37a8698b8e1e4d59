import { seed } from '../../../fixtures/seed';
import type { MiniAppSeed } from '../../../fixtures/seed';
import { seedCatalogue } from './catalogueSeed';
import { emptyCatalogue, type CatalogueState } from './catalogueState';
import { seedLibrary } from './librarySeed';
import { emptyLibrary, type LibraryState } from './libraryState';
import { seedCustomization } from './customizationSeed';
import { seedCredits } from './creditSeed';
import { emptyCredits, type CreditState } from './creditState';
import { emptyErp, type ErpState } from './erpState';
import type { DownloadRulesSetting } from '../../../contract/downloadRules';
import { seedOrders } from './orderSeed';
import { emptyOrders, type OrderState } from './orderState';
import { emptySettings, type SettingState } from './settingState';
import { seedShops } from './shopSeed';
import { emptyShops, type ShopState } from './shopState';
import { seedTemplates } from './templateSeed';
import { emptyTemplates, type TemplateState } from './templateState';
import type { StoredFile } from './types';

/** What upload_form handed out for a file, checked when the multipart POST arrives (spec 1 §7, step 2). */
export interface UploadTicket {
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

/** Everything reset() throws away. Route modules own their own slices. */
export interface DevState {
  passwords: Map<string, string>;
  miniApp: MiniAppSeed;
  files: Map<string, StoredFile>;
  uploadTickets: Map<string, UploadTicket>;
  cloudFiles: Map<string, CloudFile>;
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
  /** Orders of every account, with their items and customizations (spec 3 §3). */
  orders: OrderState;
  /** Balances, deduction and recharge records, per account (spec 3 §3). */
  credits: CreditState;
  /** Each account's saved download rules (spec 3 §9); none saved = the default. */
  downloadRules: Map<string, DownloadRulesSetting>;
  /** The factory ERP integration of every account, its knobs and the pushes received (spec 3 §3, §4). */
  erp: ErpState;
  lastId: number;
}

/** `now` is the dev API's clock: seeded orders and records are dated relative to it. */
export function createState(now: number = Date.now()): DevState {
  const state: DevState = {
    passwords: new Map(seed.accounts.map((account) => [account.username, account.password])),
    miniApp: copySeed(seed.miniApp),
    files: new Map(),
    uploadTickets: new Map(),
    cloudFiles: new Map(),
    catalogue: emptyCatalogue(),
    library: emptyLibrary(),
    templates: emptyTemplates(),
    shops: emptyShops(),
    settings: emptySettings(),
    orders: emptyOrders(),
    credits: emptyCredits(),
    downloadRules: new Map(),
    erp: emptyErp(),
    // Restarts on reset() so that a test or a QA session sees the same ids every run.
    lastId: 1000,
  };
  // Seeded after the rest so that its ids (and its wireframe files) come from the same counter, in order.
  state.catalogue = seedCatalogue(seed.catalogue, { allocateId: () => nextId(state), files: state.files });
  // After the catalogue, so that the catalogue's ids stay what they were before the libraries existed.
  state.library = seedLibrary(seed.library, { allocateId: () => nextId(state), files: state.files });
  // After the libraries, whose assets the templates are made of, so that their ids do not move either.
  state.templates = seedTemplates(seed.templates, state, { allocateId: () => nextId(state), files: state.files });
  // Last, so that no id seeded before shops existed moves.
  state.shops = seedShops(seed.shops, () => nextId(state));
  state.settings = seedCustomization(seed.customization, state, () => nextId(state));
  // After everything it names (shops, products, catalogue), so that no earlier id moves.
  state.orders = seedOrders(state, () => nextId(state), now);
  state.credits = seedCredits(state.orders, () => nextId(state), now);
  return state;
}

/**
 * Seeds are plain JSON data; a JSON round trip copies them deeply. Not structuredClone: the bundle targets
 * Chrome 87 (Qianniu's embedded Chromium), which lacks it.
 */
function copySeed<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export function nextId(state: DevState): string {
  state.lastId += 1;
  return String(state.lastId);
}
