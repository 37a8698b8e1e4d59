import type { Id } from '../../../contract/catalogue';
import type { PhoneCaseCustomizationSetting } from '../../../contract/customization';

/*
 * The product screen's side of the slot (features/products/customizationSlot.ts), as this feature sees it.
 * Features never import each other, so the shapes are written here too; src/app/screens/ProductSettingScreen
 * hands this feature's slot to the product screen, and the type check there keeps the two in step.
 */

export interface SkuTarget {
  productOriginalId: string;
  skuOriginalId: string;
  productTitle: string;
  skuName: string | null;
}

export interface SkuSettingModalProps {
  shopId: Id;
  targets: SkuTarget[];
  current: PhoneCaseCustomizationSetting | null;
  onClose: () => void;
  onSaved: (saved: PhoneCaseCustomizationSetting[]) => void;
}
