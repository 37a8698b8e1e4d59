import { Button, DatePicker, Input, Select } from '@arco-design/web-react';
import { IconRefresh, IconSearch } from '@arco-design/web-react/icon';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { type Shop } from '../../../contract/shops';
import { shopPlatform } from '../../../contract/shopPlatforms';
import { MSG } from './messages';
import { lastDays, type DayRange } from '../../lib/dayRange';
import type { OrderFilters } from './orderFilters';

const ALL_SHOPS = '';

const dayPair = ({ from, to }: DayRange) => [dayjs(from), dayjs(to)];

/** The shortcuts of the date range, each worked out when picked (a page left open overnight). */
const SHORTCUTS = [
  { text: MSG.orders.today, days: 1 },
  { text: MSG.orders.last7Days, days: 7 },
  { text: MSG.orders.last30Days, days: 30 },
].map(({ text, days }) => ({ text, value: () => dayPair(lastDays(days)) }));

export interface OrderFilterBarProps {
  shops: readonly Shop[];
  filters: OrderFilters;
  /** The shop and the range apply when picked; the order number when 查询 (or Enter) is pressed. */
  onChange: (next: OrderFilters) => void;
  /** 查询 with the filters already applied: the merchant wants the list again. */
  onQuery: (orderNumber: string) => void;
  onReset: () => void;
}

/** Spec 3 §2: the shop filter; ours: the created-date range and the order number search. */
export function OrderFilterBar({ shops, filters, onChange, onQuery, onReset }: OrderFilterBarProps) {
  const [orderNumber, setOrderNumber] = useState(filters.orderNumber);
  // The address is the truth: 重置, a back step or a reload puts its number in the box.
  useEffect(() => setOrderNumber(filters.orderNumber), [filters.orderNumber]);
  const range = filters.from && filters.to ? [filters.from, filters.to] : undefined;

  return (
    <div className="order-filters">
      <label className="order-filter">
        <span className="order-filter-label">{MSG.orders.shop}</span>
        <Select
          className="order-shop-select"
          aria-label={MSG.orders.shop}
          value={filters.shopId ?? ALL_SHOPS}
          onChange={(value: string) => onChange({ ...filters, shopId: value || null })}
          showSearch
          filterOption={(input, option) => String((option as { props?: { extra?: string } }).props?.extra ?? '').toLowerCase().includes(input.toLowerCase())}
        >
          <Select.Option value={ALL_SHOPS} extra={MSG.orders.allShops}>
            {MSG.orders.allShops}
          </Select.Option>
          {shops.map((shop) => {
            const platform = shopPlatform(shop.type)?.label ?? '';
            return (
              <Select.Option key={shop.id} value={shop.id} extra={`${platform} ${shop.name}`}>
                <span className="order-shop-platform">{platform}</span>
                <span className="order-shop-name">{shop.name}</span>
              </Select.Option>
            );
          })}
        </Select>
      </label>
      <label className="order-filter">
        <span className="order-filter-label">{MSG.orders.createdAt}</span>
        <DatePicker.RangePicker
          className="order-range"
          value={range}
          format="YYYY-MM-DD"
          placeholder={[MSG.orders.startDate, MSG.orders.endDate]}
          shortcuts={SHORTCUTS}
          onChange={(dates?: string[]) => {
            const [from, to] = dates ?? [];
            onChange({ ...filters, from: from || null, to: to || null });
          }}
        />
      </label>
      <label className="order-filter">
        <span className="order-filter-label">{MSG.orders.orderNumber}</span>
        <Input
          className="order-number-input"
          aria-label={MSG.orders.orderNumber}
          placeholder={MSG.orders.orderNumberPlaceholder}
          value={orderNumber}
          allowClear
          onChange={setOrderNumber}
          onPressEnter={() => onQuery(orderNumber.trim())}
        />
      </label>
      <div className="order-filter-buttons">
        <Button type="primary" icon={<IconSearch />} onClick={() => onQuery(orderNumber.trim())}>
          {MSG.orders.query}
        </Button>
        <Button icon={<IconRefresh />} onClick={onReset}>
          {MSG.orders.reset}
        </Button>
      </div>
    </div>
  );
}
