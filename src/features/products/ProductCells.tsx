import { Button } from '@arco-design/web-react';
import { IconCopy, IconImage } from '@arco-design/web-react/icon';
import { useRef, useState } from 'react';
import type { Product, ProductSku } from '../../../contract/products';
import { MSG } from './messages';
import { copyText } from '../../ui/copyText';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { createQuickClicks } from './quickClicks';

/** Spec 3 §2's product cell: image, title, platform id with a copy button. Every text is shown as text. */
export function ProductCell({ product }: { product: Product }) {
  return (
    <div className="product-cell">
      <ProductImage url={product.imageUrl} />
      <div className="product-cell-text">
        <div className="product-title" title={product.title}>
          {product.title}
        </div>
        <div className="product-original-id muted">
          <span>{MSG.products.platformId(product.originalId)}</span>
          <CopyIdButton text={product.originalId} />
        </div>
      </div>
    </div>
  );
}

function ProductImage({ url }: { url: string | null }) {
  const [broken, setBroken] = useState(false);
  if (!url || broken) {
    return (
      <div className="product-image product-image-none" aria-hidden>
        <IconImage />
      </div>
    );
  }
  return <img className="product-image" src={url} alt="" loading="lazy" referrerPolicy="no-referrer" onError={() => setBroken(true)} />;
}

export function CopyIdButton({ text }: { text: string }) {
  // A double click copies once and says so once.
  const copy = useSingleFlight(() => copyText(text));
  // A title rather than an Arco Tooltip: a page of 100 products would mount 100 triggers (test/bench).
  return (
    <Button
      className="copy-id"
      type="text"
      size="mini"
      icon={<IconCopy />}
      aria-label={MSG.products.copyId}
      title={MSG.products.copyId}
      onClick={copy.click()}
    />
  );
}

/** The SKU cell: its properties name, whose platform id four quick clicks reveal; a red 无SKU for a product without. */
export function SkuCell({ sku }: { sku: ProductSku | null }) {
  const clicks = useRef(createQuickClicks());
  const [revealed, setRevealed] = useState(false);
  if (!sku) return <span className="sku-none">{MSG.products.noSku}</span>;
  return (
    <div className="sku-cell">
      <span className="sku-name" onClick={() => clicks.current.click(performance.now()) && setRevealed(true)}>
        {sku.propertiesName}
      </span>
      {revealed && <div className="sku-original-id muted">{MSG.products.platformId(sku.originalId)}</div>}
    </div>
  );
}
