import type { OrderDownloadSlot } from '../../ui/orderDownloadSlot';

/** Spec 3 §2: the order list. Placeholder until the list is built (issue 11). */
export function OrderScreen({ download }: { download: OrderDownloadSlot }) {
  const { Toolbar } = download;
  return (
    <div className="order-screen">
      <Toolbar ticked={[]} shops={[]} onDownloaded={() => undefined} />
    </div>
  );
}
