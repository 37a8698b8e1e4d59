import { Empty } from '@arco-design/web-react';
import type { ReactNode } from 'react';

/**
 * An empty list that says what to do and carries the button that does it, rather than pointing at a
 * button somewhere else on the screen: the merchant acts where the list says so.
 */
export function EmptyState({ text, actions, className }: { text: ReactNode; actions?: ReactNode; className?: string }) {
  return (
    <Empty
      className={['empty-state', className].filter(Boolean).join(' ')}
      description={
        <div className="empty-state-body" style={{ display: 'grid', gap: 12, justifyItems: 'center', maxWidth: 560, margin: '0 auto' }}>
          <div className="empty-state-text" style={{ whiteSpace: 'normal' }}>
            {text}
          </div>
          {actions ? <div className="empty-state-actions" style={{ display: 'flex', gap: 8 }}>{actions}</div> : null}
        </div>
      }
    />
  );
}
