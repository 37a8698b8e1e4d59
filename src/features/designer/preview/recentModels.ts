/**
 * Spec 2 §2: the 3 most recent brand and model choices of the phone preview, kept as quick picks per
 * username in local storage.
 */
import type { Id } from '../../../../contract/catalogue';
import { localStore, type SafeStorage } from '../../../lib/safeStorage';

export const RECENT_MODEL_LIMIT = 3;

export interface RecentModel {
  brandId: Id;
  brandName: string;
  modelId: Id;
  modelName: string;
}

export function recentModelsKey(username: string): string {
  return `designer:recentModels:${username}`;
}

export function readRecentModels(username: string, storage: SafeStorage = localStore): RecentModel[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(recentModelsKey(username)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentModel).slice(0, RECENT_MODEL_LIMIT) : [];
  } catch {
    // A value another version wrote, or one edited by hand: no quick picks rather than a broken header.
    return [];
  }
}

/** Puts `pick` first, drops an older entry for the same model, keeps 3. Answers the new list. */
export function rememberModel(username: string, pick: RecentModel, storage: SafeStorage = localStore): RecentModel[] {
  const next = [pick, ...readRecentModels(username, storage).filter((entry) => entry.modelId !== pick.modelId)].slice(
    0,
    RECENT_MODEL_LIMIT,
  );
  storage.setItem(recentModelsKey(username), JSON.stringify(next));
  return next;
}

/** Forgets a quick pick whose model is gone (spec 2 §2: 当前数据过期，请手动选择). */
export function forgetModel(username: string, modelId: Id, storage: SafeStorage = localStore): RecentModel[] {
  const next = readRecentModels(username, storage).filter((entry) => entry.modelId !== modelId);
  storage.setItem(recentModelsKey(username), JSON.stringify(next));
  return next;
}

function isRecentModel(value: unknown): value is RecentModel {
  const entry = value as Partial<RecentModel> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.brandId === 'string' &&
    typeof entry.modelId === 'string' &&
    typeof entry.brandName === 'string' &&
    typeof entry.modelName === 'string'
  );
}
