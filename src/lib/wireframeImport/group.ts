/**
 * Spec 1 §5: files are grouped by brand-model-material-color; a group holds at most a foreground and a
 * background. Misnamed files are reported together in one message.
 */
import { compareNaturalParts } from '../naturalOrder';
import { parseWireframeFileName, wireframeKey, type WireframeLayerKind } from './fileName';
import { MAX_IMAGES_PER_WIREFRAME } from './limits';
import { WIREFRAME_IMPORT_TEXT } from './texts';

export interface WireframeFileGroup<F> {
  key: string;
  /** Spelled as the group's first file spells them. */
  brand: string;
  model: string;
  material: string;
  color: string;
  foreground?: F;
  background?: F;
}

/** One row of the results (spec 1 §2, step 2: 错误原因 per file). `key` is null for misnamed files. */
export interface WireframeImportRejection {
  key: string | null;
  fileNames: string[];
  reason: string;
}

export interface WireframeFileGrouping<F> {
  groups: WireframeFileGroup<F>[];
  /** Misnamed files first (one entry listing them all), then rejected groups in the order met. */
  rejected: WireframeImportRejection[];
  /** The misnamed files again, for the one 图片命名不符合规则 message that lists them. */
  misnamed: string[];
}

/**
 * A group with more than two files is refused whole, and so is a group with two files of the same
 * layer (the same text: the merchant sent two images where only one of each layer fits). Groups, and
 * the refused ones, come in natural order of brand, model, material and colour (iPhone 2 before
 * iPhone 10): the import creates missing models in this order, and the results list it.
 */
export function groupWireframeFiles<F extends { name: string }>(files: readonly F[]): WireframeFileGrouping<F> {
  const misnamed: string[] = [];
  const byKey = new Map<string, { group: WireframeFileGroup<F>; files: { file: F; layer: WireframeLayerKind }[] }>();
  for (const file of files) {
    const parsed = parseWireframeFileName(file.name);
    if (!parsed.ok) {
      misnamed.push(file.name);
      continue;
    }
    const key = wireframeKey(parsed);
    let entry = byKey.get(key);
    if (!entry) {
      const { brand, model, material, color } = parsed;
      entry = { group: { key, brand, model, material, color }, files: [] };
      byKey.set(key, entry);
    }
    entry.files.push({ file, layer: parsed.layer });
  }

  const groups: WireframeFileGroup<F>[] = [];
  const rejected: WireframeImportRejection[] = [];
  if (misnamed.length > 0) rejected.push({ key: null, fileNames: misnamed.slice(), reason: WIREFRAME_IMPORT_TEXT.misnamed });
  const entries = Array.from(byKey.values()).sort((a, b) => compareNaturalParts(partsOf(a.group), partsOf(b.group)));
  for (const { group, files: members } of entries) {
    const sameLayerTwice = members.length === 2 && members[0]!.layer === members[1]!.layer;
    if (members.length > MAX_IMAGES_PER_WIREFRAME || sameLayerTwice) {
      rejected.push({ key: group.key, fileNames: members.map((m) => m.file.name), reason: WIREFRAME_IMPORT_TEXT.tooManyInGroup });
      continue;
    }
    for (const { file, layer } of members) group[layer] = file;
    groups.push(group);
  }
  return { groups, rejected, misnamed };
}

const partsOf = (group: WireframeFileGroup<unknown>) => [group.brand, group.model, group.material, group.color];
