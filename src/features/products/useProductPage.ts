import { useCallback, useEffect, useRef, useState } from 'react';
import { listSkuSettings } from '../../api/customizationSettings';
import { listProducts } from '../../api/products';
import type { Id } from '../../../contract/catalogue';
import type { PhoneCaseCustomizationSetting } from '../../../contract/customization';
import type { ProductPage } from '../../../contract/products';
import { settingsByKey } from './productRows';

/** Which page of which shop an answer belongs to. */
export interface PageKey {
  shopId: Id;
  pageNo: number;
  pageSize: number;
}

export interface LoadedPage {
  key: PageKey;
  page: ProductPage;
  settings: Map<string, PhoneCaseCustomizationSetting>;
}

const sameKey = (a: PageKey, b: PageKey) => a.shopId === b.shopId && a.pageNo === b.pageNo && a.pageSize === b.pageSize;

/**
 * One page of a shop's products with the customization settings of its SKUs. A newer request aborts the
 * one before it, and an answer is shown only for the page it was asked for: a slow reply for the last shop
 * never fills the table of the shop now chosen. While a new shop loads, its table shows nothing rather than
 * the last shop's rows; a new page of the same shop keeps the old rows under the spinner.
 */
export function useProductPage(key: PageKey | null) {
  const [loaded, setLoaded] = useState<LoadedPage>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const inFlight = useRef<AbortController | null>(null);
  const wanted = useRef(key);
  wanted.current = key;
  const { shopId, pageNo, pageSize } = key ?? { shopId: '', pageNo: 0, pageSize: 0 };

  const reload = useCallback(async () => {
    if (!shopId) return;
    const mine: PageKey = { shopId, pageNo, pageSize };
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    setError(null);
    try {
      const page = await listProducts(shopId, pageNo, pageSize, controller.signal);
      const ids = page.items.map((product) => product.originalId);
      const settings = ids.length ? await listSkuSettings(shopId, ids, controller.signal) : [];
      if (controller.signal.aborted) return;
      setLoaded({ key: mine, page, settings: settingsByKey(settings, shopId) });
    } catch (failure) {
      if (!controller.signal.aborted) setError(failure);
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setLoading(false);
      }
    }
  }, [shopId, pageNo, pageSize]);

  /** After the setting dialog saved: the settings of the page in view, not its products again. */
  const reloadSettings = useCallback(async () => {
    const current = loaded;
    if (!current) return;
    const ids = current.page.items.map((product) => product.originalId);
    if (ids.length === 0) return;
    try {
      const settings = await listSkuSettings(current.key.shopId, ids);
      setLoaded((last) => (last && sameKey(last.key, current.key) ? { ...last, settings: settingsByKey(settings, current.key.shopId) } : last));
    } catch {
      // The API client's modal said why; the summaries keep what they showed.
    }
  }, [loaded]);

  useEffect(() => {
    void reload();
  }, [reload]);
  useEffect(() => () => inFlight.current?.abort(), []);

  // Rows of another shop are never shown; rows of another page of this shop stay under the spinner.
  const shown = loaded && key && loaded.key.shopId === key.shopId ? loaded : undefined;
  const current = shown !== undefined && key !== null && sameKey(shown.key, key);
  return { loaded: shown, current, loading, error, reload, reloadSettings };
}
