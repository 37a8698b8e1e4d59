import type { ComponentType, ReactNode } from 'react';
import type { Id } from '../../contract/catalogue';
import type { PhoneCaseCustomizationSetting } from '../../contract/customization';

/** One row the setting dialog edits: a SKU of a product, or a product without SKUs (skuOriginalId ''). */
export interface SkuTarget {
  productOriginalId: string;
  skuOriginalId: string;
  productTitle: string;
  /** The SKU's properties name; null for a product without SKUs. */
  skuName: string | null;
}

export interface SkuSettingModalProps {
  shopId: Id;
  /** One SKU, or several ticked at once: the dialog saves the same setting to each. */
  targets: SkuTarget[];
  /** What the one target has now; null for several targets or an unconfigured SKU (the defaults apply). */
  current: PhoneCaseCustomizationSetting | null;
  onClose: () => void;
  /**
   * Called with what landed, also when only some targets did, and with what another tab stored when the
   * merchant reloaded it after a save conflict: the table reloads the settings either way.
   */
  onSaved: (saved: PhoneCaseCustomizationSetting[]) => void;
}

/**
 * What the product screen takes from the customization feature. Features never import each other
 * (ARCHITECTURE.md), so both sides import this shape from ui/, and src/app/screens/ProductSettingScreen.tsx
 * hands the one to the other.
 */
export interface CustomizationSlot {
  /** Loads what summaries and the dialog name (brands, models, materials, template groups) once per screen. */
  Provider: ComponentType<{ children: ReactNode }>;
  /** The configuration-status cell: 未配置, or the mode with up to 3 materials and 3 brands. */
  Summary: ComponentType<{ setting: PhoneCaseCustomizationSetting | null }>;
  SettingModal: ComponentType<SkuSettingModalProps>;
}
