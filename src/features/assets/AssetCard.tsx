import { Button } from '@arco-design/web-react';
import { IconDelete, IconDragDotVertical } from '@arco-design/web-react/icon';
import type { DesignAsset } from '../../../contract/library';
import { MSG as COMMON } from '../../messages';
import type { CardDragProps } from './useCardDrag';

export interface AssetCardProps {
  asset: DesignAsset;
  /** The thumbnail box, px (spec 1 §9: 200, 100 for stickers). */
  size: number;
  /** Stickers are drawn on a checkerboard, so their transparency shows. */
  sticker: boolean;
  drag: CardDragProps;
  onDelete: () => void;
}

/** One asset in the grid: its thumbnail (never the full image, which may be 3 MB), drag to sort, delete. */
export function AssetCard({ asset, size, sticker, drag, onDelete }: AssetCardProps) {
  const { dragging, over, ...handlers } = drag;
  const className = ['asset-card', dragging && 'dragging', over && 'drop-target'].filter(Boolean).join(' ');
  return (
    <li className={className} data-asset-id={asset.id} title={COMMON.common.dragToSort} {...handlers}>
      <div className={sticker ? 'asset-thumb sticker' : 'asset-thumb'} style={{ width: size, height: size }}>
        {/* draggable=false: the card is what moves, not a ghost of the image inside it. */}
        <img src={asset.thumbnailUrl ?? asset.url} alt="" loading="lazy" decoding="async" draggable={false} />
      </div>
      <div className="asset-card-bar">
        <IconDragDotVertical className="asset-card-grip" />
        <Button
          type="text"
          size="mini"
          status="danger"
          icon={<IconDelete />}
          aria-label={COMMON.common.delete}
          title={COMMON.common.delete}
          onClick={onDelete}
        />
      </div>
    </li>
  );
}
