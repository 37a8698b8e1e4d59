import { Button, Message, Pagination } from '@arco-design/web-react';
import { IconPlus, IconSync } from '@arco-design/web-react/icon';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { deleteProduct } from '../../api/products';
import { listShops } from '../../api/shops';
import type { Id } from '../../../contract/catalogue';
import type { PhoneCaseCustomizationSetting } from '../../../contract/customization';
import { DEFAULT_PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZES, type Product } from '../../../contract/products';
import { shopPlatform, type Shop } from '../../../contract/shops';
import { MSG } from '../../messages';
import { confirmDelete } from '../../ui/confirm';
import { EmptyState } from '../../ui/EmptyState';
import { SHOP_SETTING_PATH } from '../../lib/screenPaths';
import { ListLoad } from '../../ui/ListLoad';
import { useLoad } from '../../ui/useLoad';
import { useQueryState } from '../../ui/useQueryState';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { AddProductModal } from './AddProductModal';
import type { CustomizationSlot, SkuTarget } from '../../ui/customizationSlot';
import { ProductEmpty } from './ProductEmpty';
import { ProductTable } from './ProductTable';
import { lastPage, readPageNo, readPageSize } from '../../lib/paging';
import { pageAfterDelete, productRows, rowSettingKey, rowTarget } from './productRows';
import { ShopPicker } from './ShopPicker';
import { SyncProductsModal } from './SyncProductsModal';
import { useProductPage } from './useProductPage';
import './products.css';

/** /app/sku_customization_setting (spec 3 §2): pick a shop, then its products and SKUs with their settings. */
export function ProductScreen({ customization }: { customization: CustomizationSlot }) {
  const shops = useLoad(listShops, []);
  return (
    <customization.Provider>
      <div className="screen-card product-screen">
        <ListLoad loaded={shops}>
          {(list) => (list.length === 0 ? <NoShops /> : <ShopProducts shops={list} customization={customization} />)}
        </ListLoad>
      </div>
    </customization.Provider>
  );
}

function NoShops() {
  const [, navigate] = useLocation();
  return (
    <EmptyState
      text={MSG.products.noShops}
      actions={
        <Button type="primary" size="small" icon={<IconPlus />} onClick={() => navigate(SHOP_SETTING_PATH)}>
          {MSG.products.goAddShop}
        </Button>
      }
    />
  );
}

const NO_SETTINGS = new Map<string, PhoneCaseCustomizationSetting>();

interface SettingDialog {
  targets: SkuTarget[];
  current: PhoneCaseCustomizationSetting | null;
}

function ShopProducts({ shops, customization }: { shops: Shop[]; customization: CustomizationSlot }) {
  const [wantedShop, setShopQuery] = useQueryState('shopId');
  const [pageQuery, setPageQuery] = useQueryState('page');
  const [sizeQuery, setSizeQuery] = useQueryState('size');
  // An unknown or missing shopId falls back to the first shop, written back so a reload keeps it.
  const shop = shops.find((candidate) => candidate.id === wantedShop) ?? shops[0]!;
  useEffect(() => {
    if (wantedShop !== shop.id) setShopQuery(shop.id);
  }, [wantedShop, shop.id, setShopQuery]);
  const pageNo = readPageNo(pageQuery);
  const pageSize = readPageSize(sizeQuery, PRODUCT_PAGE_SIZES, DEFAULT_PRODUCT_PAGE_SIZE);
  const products = useProductPage({ shopId: shop.id, pageNo, pageSize });
  const rows = useMemo(() => productRows(products.loaded?.page.items ?? []), [products.loaded]);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<SettingDialog | null>(null);
  const [adding, setAdding] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const platform = shopPlatform(shop.type);

  // Ticks belong to the rows in view: a new shop or page starts with none.
  useEffect(() => setTicked(new Set()), [shop.id, pageNo, pageSize]);

  // A page past the end (an old link, a hand-typed address, products deleted in another tab) shows the
  // last page rather than saying the shop has no products.
  const loadedPage = products.loaded;
  useEffect(() => {
    if (!loadedPage || loadedPage.key.pageNo !== pageNo || loadedPage.page.items.length > 0) return;
    const last = lastPage(loadedPage.page.totalItems, pageSize);
    if (last < pageNo) setPageQuery(last === 1 ? null : String(last));
  }, [loadedPage, pageNo, pageSize, setPageQuery]);

  function chooseShop(shopId: Id) {
    setShopQuery(shopId);
    setPageQuery(null);
  }

  function turnPage(nextPage: number, nextSize: number) {
    if (nextSize !== pageSize) {
      setSizeQuery(nextSize === DEFAULT_PRODUCT_PAGE_SIZE ? null : String(nextSize));
      setPageQuery(null);
      return;
    }
    setPageQuery(nextPage === 1 ? null : String(nextPage));
  }

  function tick(keys: string[], on: boolean) {
    setTicked((last) => {
      const next = new Set(last);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  }

  function configure(targetRows: typeof rows) {
    if (targetRows.length === 0) {
      Message.warning(MSG.products.selectSkusFirst);
      return;
    }
    const settings = products.loaded?.settings;
    setDialog({
      targets: targetRows.map(rowTarget),
      current: targetRows.length === 1 ? (settings?.get(rowSettingKey(targetRows[0]!)) ?? null) : null,
    });
  }

  // One flight from the click to the reload: a click while the delete is on its way does not ask again.
  const remove = useSingleFlight((product: Product) => {
    const itemsOnPage = products.loaded?.page.items.length ?? 0;
    return confirmDelete(
      MSG.products.deleteWarning(product.title),
      () => deleteProduct(product.id),
      async () => {
        const back = pageAfterDelete(pageNo, itemsOnPage);
        if (back !== pageNo) setPageQuery(back === 1 ? null : String(back));
        else await products.reload();
      },
    );
  });

  // Ticks of rows a reload took away (a deleted product) count for nothing.
  const tickedRows = rows.filter((row) => ticked.has(row.key));
  const total = products.loaded?.page.totalItems ?? 0;
  const { SettingModal } = customization;

  return (
    <>
      <div className="screen-toolbar product-toolbar">
        <ShopPicker shops={shops} value={shop.id} onChange={chooseShop} />
        {platform?.addsProducts && (
          <Button type="primary" icon={<IconPlus />} className="product-add" onClick={() => setAdding(true)}>
            {MSG.products.add}
          </Button>
        )}
        {platform?.syncsProducts && (
          <Button type="primary" icon={<IconSync />} className="product-sync" onClick={() => setSyncing(true)}>
            {MSG.products.sync}
          </Button>
        )}
        <span className="spacer" />
        <Button className="product-batch-configure" onClick={() => configure(tickedRows)}>
          {MSG.products.batchConfigure}
          {tickedRows.length > 0 ? `（${tickedRows.length}）` : ''}
        </Button>
      </div>
      <ProductTable
        rows={rows}
        settings={products.loaded?.settings ?? NO_SETTINGS}
        Summary={customization.Summary}
        loaded={products.loaded !== undefined}
        loading={products.loading}
        failed={Boolean(products.error)}
        onRetry={products.reload}
        ticked={ticked}
        onTick={tick}
        onConfigure={(row) => configure([row])}
        onDelete={(product) => void remove.run(product)}
        empty={<ProductEmpty platform={platform} onAdd={() => setAdding(true)} onSync={() => setSyncing(true)} />}
      />
      {total > 0 && (
        <Pagination
          className="product-pagination"
          current={pageNo}
          pageSize={pageSize}
          total={total}
          sizeOptions={[...PRODUCT_PAGE_SIZES]}
          sizeCanChange
          showJumper
          showTotal={(count: number) => MSG.common.total(count)}
          onChange={turnPage}
        />
      )}
      {dialog && (
        <SettingModal
          shopId={shop.id}
          targets={dialog.targets}
          current={dialog.current}
          onClose={() => setDialog(null)}
          onSaved={() => void products.reloadSettings()}
        />
      )}
      {platform?.addsProducts && (
        <AddProductModal
          shopId={shop.id}
          open={adding}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            void products.reload();
          }}
        />
      )}
      {platform?.syncsProducts && (
        <SyncProductsModal key={shop.id} shopId={shop.id} open={syncing} onClose={() => setSyncing(false)} onSynced={() => void products.reload()} />
      )}
    </>
  );
}
