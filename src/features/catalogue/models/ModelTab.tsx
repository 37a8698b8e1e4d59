import { Button, Tabs } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useLocation, useSearchParams } from 'wouter';
import { listBrands } from '../../../api/brands';
import type { Id, PhoneBrand } from '../../../../contract/catalogue';
import { orderFromLinks } from '../../../lib/ordering';
import { MSG } from '../messages';
import { BRAND_LIST_PATH } from '../../../lib/screenPaths';
import { EmptyState } from '../../../ui/EmptyState';
import { ListLoad } from '../../../ui/ListLoad';
import { useLoad } from '../../../ui/useLoad';
import { ModelList } from './ModelList';

const loadBrands = ({ skipErrorModal }: { skipErrorModal: boolean }) => listBrands({ skipErrorModal }).then(orderFromLinks);

/**
 * 型号列表: one tab per brand (spec 1 §2). The brand in view lives in `?brand=<id>` so a reload or a
 * shared link comes back to it; switching replaces the history entry rather than stacking one per click.
 */
export function ModelTab() {
  const loaded = useLoad(loadBrands, []);
  const [params, setParams] = useSearchParams();
  // A failed load is its own state with 重试: 请先新增品牌 would send the merchant astray.
  return (
    <ListLoad loaded={loaded}>{(brands) => <BrandTabs brands={brands} params={params} setParams={setParams} refreshBrands={loaded.refresh} />}</ListLoad>
  );
}

function BrandTabs({
  brands,
  params,
  setParams,
  refreshBrands,
}: {
  brands: PhoneBrand[];
  params: URLSearchParams;
  setParams: ReturnType<typeof useSearchParams>[1];
  refreshBrands: () => Promise<void>;
}) {
  if (brands.length === 0) return <NoBrandsYet />;

  const wanted = params.get('brand');
  const chosen = brands.find((brand) => brand.id === wanted) ?? brands[0]!;
  const choose = (brandId: Id) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('brand', brandId);
        return next;
      },
      { replace: true },
    );

  return (
    <Tabs className="brand-tabs" type="rounded" size="small" activeTab={chosen.id} onChange={choose}>
      {brands.map((brand) => (
        <Tabs.TabPane key={brand.id} title={brand.name}>
          {brand.id === chosen.id ? <ModelList key={brand.id} brand={brand} brands={brands} onShowBrand={choose} refreshBrands={refreshBrands} /> : null}
        </Tabs.TabPane>
      ))}
    </Tabs>
  );
}

/** Models belong to a brand: with none yet, the button opens 品牌列表, where the first one is added. */
function NoBrandsYet() {
  const [, navigate] = useLocation();
  return (
    <EmptyState
      text={MSG.catalogue.noBrands}
      actions={
        <Button type="primary" size="small" icon={<IconPlus />} onClick={() => navigate(BRAND_LIST_PATH, { replace: true })}>
          {MSG.catalogue.addBrand}
        </Button>
      }
    />
  );
}
