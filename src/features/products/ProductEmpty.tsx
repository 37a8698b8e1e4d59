import { Button } from '@arco-design/web-react';
import { IconPlus, IconSync } from '@arco-design/web-react/icon';
import { useLocation } from 'wouter';
import type { ShopPlatform } from '../../../contract/shopPlatforms';
import { CUSTOMIZATION_LINKS_PATH } from '../../lib/screenPaths';
import { MSG } from './messages';
import { EmptyState } from '../../ui/EmptyState';

/**
 * A shop with no products, by what its platform allows (contract/shops.ts): add by hand, sync by id, or
 * neither, in which case the list says so and where customization is set up for such a shop (its links)
 * rather than leaving the merchant in front of an empty table with nothing to press.
 */
export function ProductEmpty({ platform, onAdd, onSync }: { platform: ShopPlatform | undefined; onAdd: () => void; onSync: () => void }) {
  const [, navigate] = useLocation();
  if (platform?.addsProducts) {
    return (
      <EmptyState
        className="product-empty"
        text={MSG.products.empty}
        actions={
          <Button type="primary" size="small" icon={<IconPlus />} onClick={onAdd}>
            {MSG.products.add}
          </Button>
        }
      />
    );
  }
  if (platform?.syncsProducts) {
    return (
      <EmptyState
        className="product-empty"
        text={MSG.products.emptySync(platform.label)}
        actions={
          <Button type="primary" size="small" icon={<IconSync />} onClick={onSync}>
            {MSG.products.sync}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      className="product-empty"
      text={MSG.products.emptyNoProducts(platform?.label ?? '')}
      actions={
        <Button type="primary" size="small" onClick={() => navigate(CUSTOMIZATION_LINKS_PATH)}>
          {MSG.products.goToLinks}
        </Button>
      }
    />
  );
}
