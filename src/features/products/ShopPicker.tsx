import { Select } from '@arco-design/web-react';
import type { Id } from '../../../contract/catalogue';
import { type Shop } from '../../../contract/shops';
import { shopPlatform } from '../../../contract/shopPlatforms';
import { MSG } from './messages';

/** The shop whose products the table shows: each shop named with its platform, as a seller tells them apart. */
export function ShopPicker({ shops, value, onChange }: { shops: readonly Shop[]; value: Id | undefined; onChange: (shopId: Id) => void }) {
  return (
    <label className="shop-picker">
      <span className="shop-picker-label">{MSG.products.shop}</span>
      <Select
        className="shop-picker-select"
        aria-label={MSG.products.shop}
        placeholder={MSG.products.pickShop}
        value={value}
        onChange={(next: Id) => onChange(next)}
        showSearch
        filterOption={(input, option) => String((option as { props?: { extra?: string } }).props?.extra ?? '').toLowerCase().includes(input.toLowerCase())}
      >
        {shops.map((shop) => {
          const platform = shopPlatform(shop.type)?.label ?? '';
          return (
            <Select.Option key={shop.id} value={shop.id} extra={`${platform} ${shop.name}`}>
              <span className="shop-picker-platform">{platform}</span>
              <span className="shop-picker-name">{shop.name}</span>
            </Select.Option>
          );
        })}
      </Select>
    </label>
  );
}
