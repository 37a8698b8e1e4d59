import type { CustomizationSlot } from '../../ui/customizationSlot';
import { CustomizationCatalogueProvider } from './CatalogueProvider';
import { SettingSummary } from './SettingSummary';
import { SkuSettingModal } from './SkuSettingModal';

/**
 * What the product screen takes from this feature (its CustomizationSlot): the lookups once per screen,
 * the configuration-status cell and the setting dialog. Handed over in src/app/screens/ProductSettingScreen.
 */
export const customizationSlot = {
  Provider: CustomizationCatalogueProvider,
  Summary: SettingSummary,
  SettingModal: SkuSettingModal,
} satisfies CustomizationSlot;
