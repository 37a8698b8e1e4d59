import { Descriptions, Image, Modal } from '@arco-design/web-react';
import type { UsageRecord } from '../../../contract/credits';
import { thumbnailUrl } from '../../../contract/orders';
import { getUsageDetail } from '../../api/credits';
import { MSG } from './messages';
import { ListLoad } from '../../ui/ListLoad';
import { useLoad } from '../../ui/useLoad';
import { formatCount } from './rechargeUnits';

/**
 * A deduction's 详情 (spec 3 §2): its order numbers, the credits it used, and each customized image it paid
 * for at 60. The list shows thumbnails (the images are print files of several MB); a click opens the full one.
 */
export function UsageDetailModal({ record, onClose }: { record: UsageRecord; onClose: () => void }) {
  const detail = useLoad(() => getUsageDetail(record.id), [record.id]);
  return (
    <Modal className="usage-detail-modal" title={MSG.credits.detailTitle} visible onCancel={onClose} footer={null} style={{ width: 720, maxWidth: 'calc(100vw - 32px)' }}>
      <ListLoad loaded={detail}>
        {({ record: charged, images }) => (
          <>
            <Descriptions
              column={1}
              className="usage-detail-summary"
              data={[
                { label: MSG.credits.orderId, value: charged.orderId },
                { label: MSG.credits.orderOriginalId, value: charged.orderOriginalId },
                { label: MSG.credits.totalUsedCredits, value: formatCount(charged.usedCredits) },
              ]}
            />
            <div className="usage-detail-images-title">{MSG.credits.customizedImages}</div>
            <div className="usage-detail-images">
              {images.map((image, index) => (
                <figure className="usage-detail-image" key={`${image.orderItemId}:${index}`}>
                  <Image
                    src={thumbnailUrl(image.customizedImageUrl)}
                    width={96}
                    height={96}
                    alt={MSG.credits.viewFullImage}
                    title={undefined}
                    previewProps={{ src: image.customizedImageUrl }}
                  />
                  <figcaption className="usage-detail-credits">{MSG.credits.imageCredits(image.usedCredits)}</figcaption>
                </figure>
              ))}
            </div>
          </>
        )}
      </ListLoad>
    </Modal>
  );
}
