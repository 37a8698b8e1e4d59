import { Button } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { CUSTOMIZATION_LINKS_PATH } from '../../lib/screenPaths';
import { EmptyState } from '../../ui/EmptyState';
import { MSG } from './messages';

/**
 * No order at all, no filter to blame: orders come from buyers who customize through a link, so the list
 * says so and offers the links rather than an empty table.
 */
export function NoOrdersYet() {
  const [, navigate] = useLocation();
  return (
    <EmptyState
      className="orders-none-yet"
      text={MSG.orders.noOrdersYet}
      actions={
        <Button type="primary" size="small" onClick={() => navigate(CUSTOMIZATION_LINKS_PATH)}>
          {MSG.orders.goToLinks}
        </Button>
      }
    />
  );
}
