import { Button, Pagination, Spin } from '@arco-design/web-react';
import { IconUpload } from '@arco-design/web-react/icon';
import { useEffect, useMemo, useState } from 'react';
import type { Id } from '../../../contract/catalogue';
import { isRecordGone } from '../../api/client';
import { deleteAsset, listAssets, orderAsset } from '../../api/designAssets';
import type { AssetType, DesignAsset } from '../../../contract/library';
import { orderFromLinks } from '../../lib/ordering';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { confirmDelete } from '../../ui/confirm';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/ListLoad';
import { useLoad } from '../../ui/useLoad';
import { isSettled, useSortableList } from '../../ui/useSortableList';
import { AssetCard } from './AssetCard';
import { ASSET_PAGE_SIZES, isSticker, listThumbnailSize } from './assetTypes';
import { useCardDrag } from './useCardDrag';

export interface AssetGridProps {
  collectionId: Id;
  type: AssetType;
  /** Changes when the library wants the page loaded again (after an upload). */
  generation: number;
  /** Opens the upload wizard: an empty collection's button. */
  onUpload: () => void;
  /** The collection was deleted elsewhere (its assets answer 404): the library reads its collections again. */
  onCollectionGone: () => void;
}

/**
 * What a drag on one page sorts: the page's assets, then the asset right after the page (the last
 * one's `next`), which never moves. That tail is what an asset dropped last on the page is put before,
 * so it stays on this page instead of going to the end of the whole collection (`next: null`).
 *
 * Limitation: the list is paged by the server, so only the loaded page is known and a drag cannot
 * cross pages; to move an asset further, show more per page (up to 500).
 */
export function sortablePage(assets: readonly DesignAsset[]): { id: Id }[] {
  const ids = assets.map((asset) => ({ id: asset.id }));
  const tail = assets[assets.length - 1]?.next;
  return tail ? [...ids, { id: tail }] : ids;
}

/** The chosen collection's assets: a page of thumbnail cards, drag-sort, delete, pagination (spec 1 §2). */
export function AssetGrid({ collectionId, type, generation, onUpload, onCollectionGone }: AssetGridProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(ASSET_PAGE_SIZES[0]!);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- generation is a reload trigger: the loader need not read it
  const loaded = useLoad(() => listAssets(collectionId, page, pageSize), [collectionId, page, pageSize, generation]);
  const { loading, reload } = loaded;
  const gone = isRecordGone(loaded.error);
  useEffect(() => {
    if (gone) onCollectionGone();
  }, [gone, onCollectionGone]);
  // A failed load shows no cards: what is in hand is not this page any more.
  const data = loaded.error ? undefined : loaded.data;
  // The page arrives in list order; following `next` keeps it right even if the server pages otherwise.
  const assets = useMemo(() => orderFromLinks(data?.items ?? []), [data]);
  const sortable = useMemo(() => sortablePage(assets), [assets]);
  const list = useSortableList({
    items: assets,
    sortItems: sortable,
    order: orderAsset,
    reload,
    current: () => listAssets(collectionId, page, pageSize).then((now) => sortablePage(orderFromLinks(now.items))),
    // A page is what a drag sorts: the note of one cut short is taken up when that page is shown again.
    list: `assets:${collectionId}:${page}:${pageSize}`,
    ready: isSettled(loaded),
  });
  const drag = useCardDrag(list.drop, list.startDrag);
  const shown = list.shown;
  const total = data?.totalItems ?? 0;

  // After deleting the last asset of the last page, show the new last page rather than an empty one.
  useEffect(() => {
    if (data && data.items.length === 0 && total > 0 && page > 1) setPage(Math.max(1, Math.ceil(total / pageSize)));
  }, [data, total, page, pageSize]);

  function remove(asset: DesignAsset) {
    return confirmDelete(MSG.assets.deleteAssetWarning, () => deleteAsset(asset.id), reload);
  }

  const size = listThumbnailSize(type);
  return (
    // The spinner's layer covers the cards while a sort is saved: a press on it is a drag refused, and says so.
    <div className="asset-grid-area" onPointerDownCapture={list.saving ? list.startDrag : undefined}>
      <Spin loading={loading || list.saving} tip={list.saving ? COMMON.common.sortSaving : undefined} block className="asset-grid-spin">
        {loaded.error ? (
          <LoadFailed onRetry={reload} retrying={loading} />
        ) : data && total === 0 ? (
          <EmptyState
            className="asset-grid-empty"
            text={MSG.assets.empty}
            actions={
              <Button type="primary" size="small" icon={<IconUpload />} onClick={onUpload}>
                {MSG.assets.upload}
              </Button>
            }
          />
        ) : (
          <ul className="asset-grid" style={{ minHeight: data ? undefined : 240 }}>
            {shown.map((asset, index) => (
              <AssetCard key={asset.id} asset={asset} size={size} sticker={isSticker(type)} drag={drag.props(index)} onDelete={() => void remove(asset)} />
            ))}
          </ul>
        )}
        {total > 0 && (
          <Pagination
            className="asset-pagination"
            total={total}
            current={page}
            pageSize={pageSize}
            sizeCanChange
            sizeOptions={ASSET_PAGE_SIZES}
            showTotal={(count: number) => COMMON.common.total(count)}
            onChange={(nextPage: number, nextSize: number) => {
              setPage(nextSize === pageSize ? nextPage : 1);
              setPageSize(nextSize);
            }}
          />
        )}
      </Spin>
    </div>
  );
}
