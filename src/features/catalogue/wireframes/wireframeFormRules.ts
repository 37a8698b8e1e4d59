import { checkPrintAreaBounds, normalizePrintArea } from '../../../lib/printArea';
import { MSG } from '../messages';
import type { SlotImage } from './ImageSlot';
import type { PrintAreaDraft } from './PrintAreaFields';

type Size = Pick<SlotImage, 'width' | 'height'>;

/** Spec 1 §5, the wireframe form: the images, their sizes, and the print area. */
export function validateWireframeForm(foreground: Size | null, background: Size | null, draft: PrintAreaDraft) {
  if (!foreground && !background) return { error: MSG.catalogue.imageRequired } as const;
  if (!foreground) return { error: MSG.catalogue.foregroundRequired } as const;
  if (background && (background.width !== foreground.width || background.height !== foreground.height)) {
    return { error: MSG.catalogue.sizeMismatch } as const;
  }
  const area = normalizePrintArea(draft);
  if (!area.ok) return { error: area.error } as const;
  const bounds = area.value ? checkPrintAreaBounds(area.value, foreground.width, foreground.height) : null;
  if (bounds) return { error: bounds } as const;
  return { printArea: area.value, width: foreground.width, height: foreground.height } as const;
}

