/**
 * The product mode's choices with the names the seller side shows (MSG.links.modeNames, the one place the
 * labels live), for the batch template settings and the designer's 设置 menu.
 */
import { ProductMode } from '../../contract/customization';
import { MSG } from '../messages';

export interface ProductModeOption {
  value: ProductMode;
  label: string;
}

/** Spec 2 §3: values 1 to 5, in that order. */
export function productModeOptions(): ProductModeOption[] {
  return Object.values(ProductMode).map((value) => ({ value, label: productModeName(value) }));
}

export function productModeName(mode: ProductMode): string {
  return MSG.links.modeNames[mode] ?? String(mode);
}
