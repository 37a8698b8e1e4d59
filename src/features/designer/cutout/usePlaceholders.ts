import type { AiCutoutPlaceholderImage, AiCutoutType } from '../../../../contract/aiCutout';
import { listPlaceholders } from '../../../api/aiCutout';
import { MSG } from '../messages';
import { useLoad, type Loaded } from '../../../ui/useLoad';
import { placeholderImages } from './placeholderImages';

/** The placeholder images of one cutout type; what is loaded also tells the canvas (placeholderImages). */
export function usePlaceholders(type: AiCutoutType): Loaded<AiCutoutPlaceholderImage[]> {
  return useLoad(
    () =>
      listPlaceholders(type).then((list) => {
        placeholderImages.rememberType(type, list);
        return list;
      }),
    [type],
  );
}

export const CUTOUT_TYPE_LABELS: Readonly<Record<AiCutoutType, string>> = {
  head: MSG.aiPortrait.typeHead,
  body: MSG.aiPortrait.typeBody,
  common: MSG.aiPortrait.typeCommon,
};
