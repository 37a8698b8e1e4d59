import { Button, Message, Pagination } from '@arco-design/web-react';
import { IconPlus, IconSync } from '@arco-design/web-react/icon';
import { useEffect, useMemo, useState } from 'react';
import { deleteProduct } from '../../api/products';
import { listShops } from '../../api/shops';
import type { Id } from '../../../contract/catalogue';
import type { PhoneCaseCustomizationSetting } from '../../../contract/customization';
import { DEFAULT_PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZES } from '../../../contract/productPageSizes';
import type { Product } from '../../../contract/products';
import { type Shop } from '../../../contract/shops';
import { shopPlatform } from '../../../contract/shopPlatforms';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { confirmDelete } from '../../ui/confirm';
import { NoShopsState } from '../../ui/NoShopsState';
import { ListLoad } from '../../ui/ListLoad';
import { useLoad } from '../../ui/useLoad';
import { useQueryState } from '../../ui/useQueryState';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { AddProductModal } from './AddProductModal';
import type { CustomizationSlot, SkuTarget } from '../../ui/customizationSlot';
import { ProductEmpty } from './ProductEmpty';
import { ProductTable } from './ProductTable';
import { lastPage, readPageNo, readPageSize } from '../../lib/paging';
import { pageAfterDelete, productRows, rowSettingKey, rowTarget, type ProductRow } from './productRows';
import { ShopPicker } from './ShopPicker';
import { SyncProductsModal } from './SyncProductsModal';
import { useProductPage } from './useProductPage';
import { useProductTicks, type TickedSku } from './useProductTicks';
import './products.css';

/** /app/sku_customization_setting (spec 3 §2): pick a shop, then its products and SKUs with their settings. */
export function ProductScreen({ customization }: { customization: CustomizationSlot }) {
  const shops = useLoad(listShops, []);
  return (
    <customization.Provider>
      <div className="screen-card product-screen">
        <ListLoad loaded={shops}>
          {(list) => (list.length === 0 ? <NoShopsState text={MSG.products.noShops} action={MSG.products.goAddShop} /> : <ShopProducts shops={list} customization={customization} />)}
        </ListLoad>
      </div>
    </customization.Provider>
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
  const ticks = useProductTicks(shop.id, rows, products.loaded?.settings);
  const [dialog, setDialog] = useState<SettingDialog | null>(null);
  const [adding, setAdding] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const platform = shopPlatform(shop.type);

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

  function configure(targets: readonly TickedSku[]) {
    if (targets.length === 0) {
      Message.warning(MSG.products.selectSkusFirst);
      return;
    }
    setDialog({
      targets: targets.map((ticked) => rowTarget(ticked.row)),
      current: targets.length === 1 ? targets[0]!.setting : null,
    });
  }

  function configureRow(row: ProductRow) {
    configure([{ row, setting: products.loaded?.settings.get(rowSettingKey(row)) ?? null }]);
  }

  // One flight from the click to the reload: a click while the delete is on its way does not ask again.
  const remove = useSingleFlight((product: Product) => {
    const itemsOnPage = products.loaded?.page.items.length ?? 0;
    return confirmDelete(
      MSG.products.deleteWarning(product.title),
      () => deleteProduct(product.id),
      async () => {
        // Its SKUs went with it: their ticks count for nothing any more.
        ticks.tick(productRows([product]).map((row) => row.key), false);
        const back = pageAfterDelete(pageNo, itemsOnPage);
        if (back !== pageNo) setPageQuery(back === 1 ? null : String(back));
        else await products.reload();
      },
    );
  });

  // Ticks are kept across pages (usePagedTicks): 批量配置 applies to every ticked SKU, on this page or not.
  const tickedSkus = ticks.values;
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
        <Button className="product-batch-configure" onClick={() => configure(tickedSkus)}>
          {MSG.products.batchConfigure}
          {tickedSkus.length > 0 ? `（${tickedSkus.length}）` : ''}
        </Button>
      </div>
      {tickedSkus.length > 0 && (
        <div className="product-ticked" role="status">
          <span className="product-ticked-count">{MSG.products.tickedCount(tickedSkus.length, tickedSkus.length - rows.filter((row) => ticks.keys.has(row.key)).length)}</span>
          <Button type="text" size="mini" className="product-ticks-clear" onClick={ticks.clear}>
            {MSG.products.clearTicks}
          </Button>
        </div>
      )}
      <ProductTable
        rows={rows}
        settings={products.loaded?.settings ?? NO_SETTINGS}
        Summary={customization.Summary}
        loaded={products.loaded !== undefined}
        loading={products.loading}
        failed={Boolean(products.error)}
        onRetry={products.reload}
        ticked={ticks.keys}
        onTick={ticks.tick}
        onConfigure={configureRow}
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
          showTotal={(count: number) => COMMON.common.total(count)}
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
