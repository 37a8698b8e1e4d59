// The factory ERP's slice of the dev API's state (spec 3 §3, §4, §7): per account (per username, like orders
// and credits) its integration, the factories it synced, each factory's phone model sync task and synced
// models, and its bindings; plus the knobs tests and QA turn (/api/__dev/erp_sync, /api/__dev/erp_push) and
// the log of the pushes the simulated factories received. reset() starts it all over (state.ts).
import type { Id } from '../../../../contract/catalogue';
import type {
  ErpKind,
  FactoryPhoneModel,
  MaterialBinding,
  MaterialColorBinding,
  PhoneModelBinding,
  PushOrderItem,
} from '../../../../contract/erp';
import { HttpError } from '../http/http';

export interface StoredIntegration {
  id: Id;
  erp: ErpKind;
  /** Whole here; only ever sent masked (maskErpKey). */
  apiAccessToken: string;
}

export interface StoredFactory {
  id: Id;
  /** The factory's key in the ERP's directory (erpSeed.ts): what keeps a second sync from adding it twice. */
  directoryKey: string;
  name: string;
  createdAt: number;
}

/** A sync task's fate is fixed when it starts; its status is read off the clock (erpSyncTask.ts). */
export interface StoredSyncTask {
  startedAt: number;
  durationMs: number;
  /** Started after a successful sync stored the factory's models: it brings the ERP's later models too (erpSeed.ts). */
  resync: boolean;
  /** undefined: it succeeds; otherwise it fails with this errorMessage (null: the ERP gave none). */
  failure?: { errorMessage: string | null };
}

export interface ErpAccount {
  integrations: StoredIntegration[];
  factories: StoredFactory[];
  /** The latest task of each factory, by factory id. */
  syncTasks: Map<Id, StoredSyncTask>;
  /** Each factory's models as its last successful task brought them; absent until one has. */
  phoneModels: Map<Id, readonly FactoryPhoneModel[]>;
  /** By `${factoryId}/${phoneModelId}`. */
  modelBindings: Map<string, PhoneModelBinding>;
  /** By `${factoryId}/${materialId}`. */
  materialBindings: Map<string, MaterialBinding>;
  /** By `${factoryId}/${materialColorId}`. */
  colorBindings: Map<string, MaterialColorBinding>;
  /** `${factoryId}/${orderOriginalId}` of orders the factory accepted, and of those being pushed right now. */
  pushedOrders: Set<string>;
  pushingOrders: Set<string>;
}

export interface PushLogEntry {
  owner: string;
  factoryId: Id;
  factoryName: string;
  orderOriginalId: string;
  orderItems: PushOrderItem[];
  receivedAt: number;
  /** Whether the factory took it; false for a refusal configured with /api/__dev/erp_push. */
  accepted: boolean;
  /** Whether the account has an order of that number (its 推送状态 was set); see ROUTES.md. */
  matchedOrder: boolean;
}

/** About 5 minutes on the real ERP (spec 3 §9); a few seconds here, so a person or a test can watch one end. */
export const DEFAULT_SYNC_DURATION_MS = 6000;
export const DEFAULT_SYNC_ERROR = '工厂ERP接口超时，请稍后重试';

export interface ErpSyncConfig {
  durationMs: number;
  /** How many of the next tasks fail. */
  failNext: number;
  errorMessage: string | null;
}

export interface ErpPushConfig {
  /** By orderOriginalId: the factory refuses that order, with this message (null: a reply without one). */
  refuse: Map<string, string | null>;
  latencyMs: number;
}

export interface ErpState {
  accounts: Map<string, ErpAccount>;
  sync: ErpSyncConfig;
  push: ErpPushConfig;
  pushLog: PushLogEntry[];
}

export function emptyErp(): ErpState {
  return {
    accounts: new Map(),
    sync: { durationMs: DEFAULT_SYNC_DURATION_MS, failNext: 0, errorMessage: DEFAULT_SYNC_ERROR },
    push: { refuse: new Map(), latencyMs: 0 },
    pushLog: [],
  };
}

export function erpAccountOf(erp: ErpState, username: string): ErpAccount {
  let account = erp.accounts.get(username);
  if (!account) {
    account = {
      integrations: [],
      factories: [],
      syncTasks: new Map(),
      phoneModels: new Map(),
      modelBindings: new Map(),
      materialBindings: new Map(),
      colorBindings: new Map(),
      pushedOrders: new Set(),
      pushingOrders: new Set(),
    };
    erp.accounts.set(username, account);
  }
  return account;
}

export const NOT_INTEGRATED = '未接入工厂ERP';

/** Every ERP route but the integrations' own needs a key first: the real service cannot call the ERP without one. */
export function requireIntegrated(erp: ErpState, username: string): ErpAccount {
  const account = erpAccountOf(erp, username);
  if (account.integrations.length === 0) throw new HttpError(400, 'ERP_NOT_INTEGRATED', NOT_INTEGRATED);
  return account;
}

export const FACTORY_NOT_FOUND = '工厂不存在';

export function findFactory(account: ErpAccount, factoryId: Id): StoredFactory | undefined {
  return account.factories.find((factory) => factory.id === factoryId);
}

/** A factory the account has synced; another account's, or one never synced, is 404. */
export function requireFactory(account: ErpAccount, factoryId: Id): StoredFactory {
  const factory = findFactory(account, factoryId);
  if (!factory) throw new HttpError(404, 'NOT_FOUND', `${FACTORY_NOT_FOUND}: ${factoryId}`);
  return factory;
}

export const bindingKey = (factoryId: Id, id: Id): string => `${factoryId}/${id}`;
