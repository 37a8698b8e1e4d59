import type { CustomizationSlot } from './customizationSlot';

/** /app/sku_customization_setting (spec 3 §2). Being built (issue 10). */
export function ProductScreen(_props: { customization: CustomizationSlot }) {
  return null;
}
