import { useState } from 'react';
import { thumbnailUrl } from '../../../contract/orders';
import { MSG } from './messages';

export interface OrderThumbProps {
  /** The full image; '' when the info has none. */
  url: string;
  /** Which image it is, for the button's name (定制图, 效果图). */
  what: string;
  /** Spec 3 §4: the item's image was charged once already (creditDeducted). */
  downloaded?: boolean;
  /** What 生成排版 noted of the print file (its check, 已排版 and when), said whole in the button's name and title. */
  note?: string;
  onOpen: (url: string) => void;
}

/**
 * A list thumbnail (the small rendition: a page of print files would be hundreds of MB), loaded when it
 * scrolls into view; a click opens the full image. A thumbnail that fails says so in its own box, so the
 * row keeps its shape and the other images still show.
 */
export function OrderThumb({ url, what, downloaded = false, note, onOpen }: OrderThumbProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const mark = downloaded ? <span className="order-thumb-downloaded">{MSG.orders.downloaded}</span> : null;
  if (!url) return <div className="order-thumb order-thumb-none muted">{MSG.orders.noImage}</div>;
  const named = note ? `${MSG.orders.openImage(what)}（${note}）` : MSG.orders.openImage(what);
  if (failedUrl === url) {
    return (
      <div className="order-thumb order-thumb-failed" role="img" aria-label={MSG.orders.imageFailed}>
        <span>{MSG.orders.imageFailed}</span>
        {mark}
      </div>
    );
  }
  return (
    <button type="button" className="order-thumb" aria-label={named} title={named} onClick={() => onOpen(url)}>
      <img src={thumbnailUrl(url)} alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer" onError={() => setFailedUrl(url)} />
      {mark}
    </button>
  );
}
