import { Button } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useLocation } from 'wouter';
import { SHOP_SETTING_PATH } from '../lib/screenPaths';
import { EmptyState } from './EmptyState';

/** A screen that lists what a shop holds, on an account with no shop: the button goes where one is added. */
export function NoShopsState({ text, action }: { text: string; action: string }) {
  const [, navigate] = useLocation();
  return (
    <EmptyState
      className="no-shops"
      text={text}
      actions={
        <Button type="primary" size="small" icon={<IconPlus />} onClick={() => navigate(SHOP_SETTING_PATH)}>
          {action}
        </Button>
      }
    />
  );
}
