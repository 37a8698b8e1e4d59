import { Button, Empty, Spin } from '@arco-design/web-react';
import { IconExclamationCircle } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { MSG } from '../messages';
import type { Loaded } from './useLoad';

/**
 * A list that failed to load: says so and offers 重试, instead of an empty list or
 * default rows that look like data. The API client's modal has already said why.
 */
export function LoadFailed({
  onRetry,
  retrying = false,
  className,
  inline = false,
  text = MSG.listLoad.failed,
}: {
  onRetry: () => unknown;
  retrying?: boolean;
  className?: string;
  /** What failed, where the screen's spec words it (the designer's 素材加载失败). */
  text?: string;
  /** One line, for a header or a toolbar (the designer's phone-model selector). */
  inline?: boolean;
}) {
  if (inline) {
    return (
      <span className={['load-failed', className].filter(Boolean).join(' ')} role="alert">
        {text}
        <Button type="text" size="mini" loading={retrying} onClick={() => void onRetry()}>
          {MSG.listLoad.retry}
        </Button>
      </span>
    );
  }
  return (
    <Empty
      className={['load-failed', className].filter(Boolean).join(' ')}
      icon={<IconExclamationCircle className="load-failed-icon" style={{ fontSize: 40, color: 'rgb(var(--danger-6))' }} />}
      description={
        <div className="load-failed-text" role="alert" style={{ display: 'grid', gap: 12, justifyItems: 'center' }}>
          <div>{text}</div>
          <Button type="primary" size="small" loading={retrying} onClick={() => void onRetry()}>
            {MSG.listLoad.retry}
          </Button>
        </div>
      }
    />
  );
}

/** Holds a table's height under the spinner of a first load, where 暂无数据 would be premature. */
const FIRST_LOAD_PLACEHOLDER = <div className="load-pending" style={{ height: 120 }} />;

/**
 * The table props of a list loaded with useLoad: the rows once loaded; a blank of the table's height
 * while the first load runs (never 暂无数据 under the spinner); after a failure no rows, and the failure
 * with 重试 where the rows would be. A failed reload hides the rows it could not refresh.
 */
export function listTableProps<T>(
  loaded: Loaded<readonly T[]>,
  none: readonly T[] = [],
  /** The screen's own empty state (its text and the button that fills the list); Arco's 暂无数据 without one. */
  empty?: ReactNode,
): { data: T[]; loading: boolean; noDataElement: ReactNode } {
  const failed = Boolean(loaded.error);
  return {
    data: (failed ? none : (loaded.data ?? none)) as T[],
    loading: loaded.loading,
    noDataElement: failed ? <LoadFailed onRetry={loaded.reload} retrying={loaded.loading} /> : loaded.data ? empty : FIRST_LOAD_PLACEHOLDER,
  };
}

/**
 * A table's body when it has no rows, for a table fed by hand rather than by listTableProps (server-side
 * paging): the failure with 重试, the blank of a first load, or the screen's own empty text.
 */
export function tableNoData(state: {
  failed: boolean;
  loaded: boolean;
  loading: boolean;
  onRetry: () => unknown;
  emptyText: string;
  /** The screen's own empty state, when it carries more than a text (the button that fills the list). */
  empty?: ReactNode;
}): ReactNode {
  if (state.failed) return <LoadFailed onRetry={state.onRetry} retrying={state.loading} />;
  if (!state.loaded) return FIRST_LOAD_PLACEHOLDER;
  return state.empty ?? <Empty description={state.emptyText} />;
}

/**
 * For a list that is not a table (cards, tabs): the spinner of the first load, the failure with 重试, or
 * the list. `children` only ever sees the server's answer.
 */
export function ListLoad<T>({ loaded, children, className }: { loaded: Loaded<T>; children: (data: T) => ReactNode; className?: string }) {
  if (loaded.error) return <LoadFailed onRetry={loaded.reload} retrying={loaded.loading} className={className} />;
  if (loaded.data === undefined) return <Spin className="screen-loading" />;
  return <>{children(loaded.data)}</>;
}
