import { listFontColors, listFonts } from '../../../api/shopFonts';
import type { FontColor, ShopFont } from '../../../../contract/library';
import { orderFromLinks } from '../../../lib/ordering';
import { useLoad } from '../../../ui/useLoad';

export interface TextLibrary {
  /** Every shop font, in the shop's order (a layer's font may be disabled and still exist). */
  fonts: ShopFont[];
  /** The enabled text colours, in the shop's order. */
  colors: FontColor[];
}

/** The shop's fonts and text colours (spec 2 §3), read when a text control opens. */
export function useTextLibrary() {
  return useLoad(async (): Promise<TextLibrary> => {
    const [fonts, colors] = await Promise.all([listFonts(), listFontColors()]);
    return { fonts: orderFromLinks(fonts), colors: orderFromLinks(colors).filter((color) => color.enabled) };
  }, []);
}
