import { Button, Tag } from '@arco-design/web-react';
import { IconCopy, IconImage } from '@arco-design/web-react/icon';
import { useState } from 'react';
import type { Order, OrderItem, OrderPush, PhoneCaseCustomizationInfo } from '../../../contract/orders';
import { type Shop } from '../../../contract/shops';
import { shopPlatform } from '../../../contract/shopPlatforms';
import { formatDateTime } from '../../lib/dateTime';
import type { PrintFileNotes } from '../../lib/sheets/printFileNotes';
import { MSG as COMMON } from '../../messages';

/** Between a check's number and its reasons (the badge's text, lib/sheets/checks.ts). */
const MSG_SEPARATOR = COMMON.sheetCheck.separator;
import { MSG } from './messages';
import { copyText } from '../../ui/copyText';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { childLink, orderRelation, type ItemContent, type Relation } from './orderRows';
import { OrderThumb } from './OrderThumb';

function CopyOrderNumber({ text }: { text: string }) {
  // A double click copies once and says so once.
  const copy = useSingleFlight(() => copyText(text));
  return (
    <Button
      className="order-copy"
      type="text"
      size="mini"
      icon={<IconCopy />}
      aria-label={MSG.orders.copyOrderNumber}
      title={MSG.orders.copyOrderNumber}
      onClick={copy.click()}
    />
  );
}

const RELATION_TAGS: Record<NonNullable<Relation>['kind'], { label: string; color: string }> = {
  mergeParent: { label: MSG.orders.mergeParent, color: 'arcoblue' },
  splitParent: { label: MSG.orders.splitParent, color: 'orangered' },
  mergeThenSplit: { label: MSG.orders.mergeThenSplit, color: 'purple' },
  mergeChild: { label: MSG.orders.mergeChild, color: 'arcoblue' },
  splitChild: { label: MSG.orders.splitChild, color: 'orangered' },
  manualIndependent: { label: MSG.orders.manualIndependent, color: 'gray' },
};

function relationDetail(relation: Relation): string | null {
  if (relation?.kind === 'mergeParent') return MSG.orders.mergedFrom(relation.children);
  if (relation?.kind === 'splitParent' || relation?.kind === 'mergeThenSplit') return MSG.orders.splitInto(relation.children);
  return null;
}

function RelationTag({ order }: { order: Order }) {
  const relation = orderRelation(order);
  if (!relation) return null;
  const { label, color } = RELATION_TAGS[relation.kind];
  const detail = relationDetail(relation);
  return (
    <span className="order-relation">
      <Tag size="small" color={color} className="order-relation-tag">
        {label}
      </Tag>
      {detail && <span className="order-relation-detail">{detail}</span>}
    </span>
  );
}

export function ShopName({ shop }: { shop: Shop | undefined }) {
  if (!shop) return null;
  return (
    <span className="order-shop">
      <span className="order-shop-platform">{shopPlatform(shop.type)?.label ?? ''}</span>
      <span className="order-shop-name">{shop.name}</span>
    </span>
  );
}

/** The order cell: 平台订单号 with copy, the relation to its family, the shop and 下单时间. */
export function OrderCell({ order, parent, shop, inline = false }: { order: Order; parent: Order | null; shop: Shop | undefined; inline?: boolean }) {
  const link = parent ? childLink(order, parent) : null;
  return (
    <div className={inline ? 'order-cell order-cell-inline' : 'order-cell'} data-order={order.originalId}>
      <div className="order-number">
        <span className="order-number-text">{order.originalId}</span>
        <CopyOrderNumber text={order.originalId} />
      </div>
      <RelationTag order={order} />
      {parent && link && (
        <div className="order-parent-link">{link === 'mergedInto' ? MSG.orders.mergedInto(parent.originalId) : MSG.orders.splitFrom(parent.originalId)}</div>
      )}
      <ShopName shop={shop} />
      <div className="order-created muted">{MSG.orders.orderedAt(formatDateTime(order.createdAt))}</div>
    </div>
  );
}

function ProductImage({ url }: { url: string | null }) {
  const [broken, setBroken] = useState(false);
  if (!url || broken) {
    return (
      <div className="order-product-image order-product-image-none" aria-hidden>
        <IconImage />
      </div>
    );
  }
  return <img className="order-product-image" src={url} alt="" loading="lazy" referrerPolicy="no-referrer" onError={() => setBroken(true)} />;
}

/** The item's product: image, title, SKU properties, ×quantity. */
export function ItemProductCell({ item }: { item: OrderItem }) {
  return (
    <div className="order-product">
      <ProductImage url={item.productImageUrl} />
      <div className="order-product-text">
        <div className="order-product-title" title={item.productTitle}>
          {item.productTitle}
        </div>
        {item.skuPropertiesName && (
          <div className="order-product-sku muted" title={item.skuPropertiesName}>
            {item.skuPropertiesName}
          </div>
        )}
        <div className="order-product-quantity">{MSG.orders.quantity(item.quantity)}</div>
      </div>
    </div>
  );
}

const infoLines = (info: PhoneCaseCustomizationInfo) => [
  [info.phoneBrandName, info.phoneModelName].filter(Boolean).join(' '),
  [info.phoneCaseMaterialName, info.phoneCaseMaterialColorName].filter(Boolean).join(' · '),
];

/** Brand, model, material and colour of each customized case; a muted word where there is nothing to read. */
export function CustomizationInfoCell({ content }: { content: ItemContent }) {
  if (content.state === 'unreadable') return <span className="order-info-unreadable muted">{MSG.orders.unreadable}</span>;
  if (content.state === 'none' || content.infos.length === 0) return <span className="order-info-none muted">{MSG.orders.noCustomization}</span>;
  return (
    <div className="order-infos">
      {content.infos.map((info, index) => (
        <div className="order-info" key={index}>
          {infoLines(info).map((line, lineIndex) => (
            <div key={lineIndex} className={lineIndex === 0 ? 'order-info-model' : 'order-info-material muted'} title={line || undefined}>
              {line || '—'}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * Beside a print file, what 生成排版 noted of it in this browser: its check badge (effective dpi and why, the
 * preview's colours) once the file has been read, and 已排版 with the time once it was saved on a sheet.
 */
function PrintFileNote({ noteKey, notes }: { noteKey: string; notes: PrintFileNotes }) {
  const check = notes.checks.get(noteKey);
  const laidOutAt = notes.laidOut.get(noteKey);
  if (!check && laidOutAt === undefined) return null;
  const whole = laidOutAt === undefined ? '' : formatDateTime(laidOutAt);
  // The 80-px column holds a short time: today's hour, or an earlier day's date; the whole time is the title.
  const short = whole.slice(0, 10) === formatDateTime(Date.now()).slice(0, 10) ? whole.slice(11) : whole.slice(5, 10);
  // The check's number on its first line and its reasons on the second; 已排版 and its time likewise. A compact
  // list's 48-px thumbnail keeps the first lines (orders.css); the colour says the level either way.
  const [dpi, ...reasons] = check ? check.text.split(MSG_SEPARATOR) : [];
  return (
    <>
      {check ? (
        <span className={`order-check is-${check.level}`} title={check.text}>
          <span>{dpi}</span>
          {reasons.length > 0 ? <span className="order-note-second">{reasons.join(MSG_SEPARATOR)}</span> : null}
        </span>
      ) : null}
      {laidOutAt !== undefined ? (
        <span className="order-laid-out" title={MSG.orders.laidOut(whole)}>
          <span>{MSG.orders.laidOutMark}</span>
          <span className="order-note-second">{short}</span>
        </span>
      ) : null}
    </>
  );
}

/** The whole of a print file's notes, for its thumbnail's name: the badges show their first lines only. */
function noteProps(notes: PrintFileNotes, key: string): { note?: string } {
  const check = notes.checks.get(key);
  const laidOutAt = notes.laidOut.get(key);
  const parts = [check?.text, laidOutAt === undefined ? undefined : MSG.orders.laidOut(formatDateTime(laidOutAt))].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? { note: parts.join('，') } : {};
}

/** One thumbnail per customization info, lined up with the info cell's blocks. */
export function ImagesCell({
  content,
  kind,
  onOpen,
  itemId,
  notes,
}: {
  content: ItemContent;
  kind: 'customized' | 'effect';
  onOpen: (url: string) => void;
  /** With the notes: the print files' check badges and 已排版 (customized images only). */
  itemId?: string | undefined;
  notes?: PrintFileNotes;
}) {
  if (content.state !== 'read' || content.infos.length === 0) return null;
  const what = kind === 'customized' ? MSG.orders.customizedImage : MSG.orders.effectImage;
  return (
    <div className="order-images">
      {content.infos.map((info, index) => (
        <div className="order-image" key={index}>
          <OrderThumb
            url={kind === 'customized' ? info.customizedImageUrl : info.previewImageUrl}
            what={what}
            // Credits are charged for print files only (spec 3 §9); the effect image is free and carries no mark.
            downloaded={kind === 'customized' && info.creditDeducted}
            {...(notes && itemId ? noteProps(notes, `${itemId}:${info.index}`) : {})}
            onOpen={onOpen}
          />
          {notes && itemId ? <PrintFileNote noteKey={`${itemId}:${info.index}`} notes={notes} /> : null}
        </div>
      ))}
    </div>
  );
}

export function PushCell({ push }: { push: OrderPush | null }) {
  if (!push) return <span className="order-push order-push-none muted">{MSG.orders.notPushed}</span>;
  return (
    <div className="order-push">
      <Tag size="small" color="green">
        {MSG.orders.pushed}
      </Tag>
      <div className="order-push-factory">{MSG.orders.pushedTo(push.factoryName)}</div>
      {/* The year is left out in the narrow column; the whole time is the title. */}
      <div className="order-push-time muted" title={formatDateTime(push.pushedAt)}>
        <span>{formatDateTime(push.pushedAt).slice(5, 10)}</span> <span>{formatDateTime(push.pushedAt).slice(11)}</span>
      </div>
    </div>
  );
}
