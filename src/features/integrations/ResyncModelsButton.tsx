import { Button } from '@arco-design/web-react';
import { IconSync } from '@arco-design/web-react/icon';
import { MSG } from './messages';
import { canResync, type FactoryModels } from './modelSync';
import { singleClick } from '../../ui/singleClick';

/**
 * 重新同步机型: a new sync task for a factory that has its models already (spec 3 §4), for phones the ERP
 * added since. Spinning while a sync runs and refused then, so a double click starts one task.
 */
export function ResyncModelsButton({ state, onResync, size }: { state: FactoryModels; onResync: () => void; size?: 'small' | 'default' }) {
  return (
    <Button
      className="resync-models"
      size={size}
      icon={<IconSync />}
      loading={state.phase === 'syncing'}
      disabled={!canResync(state)}
      onClick={singleClick(onResync)}
    >
      {MSG.integrations.resyncModels}
    </Button>
  );
}
