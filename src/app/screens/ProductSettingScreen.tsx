import { customizationSlot } from '../../features/customization';
import { ProductScreen } from '../../features/products/ProductScreen';

/**
 * /app/sku_customization_setting: the product table with the customization feature's setting dialog and
 * summaries handed in. The two are features and never import each other (ARCHITECTURE.md).
 */
export default function ProductSettingScreen() {
  return <ProductScreen customization={customizationSlot} />;
}
