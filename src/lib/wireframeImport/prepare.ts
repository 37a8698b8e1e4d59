/**
 * From the files the merchant picked to a plan, in one call: names and grouping, image sizes, and the
 * comparison with the catalogue. The caller has fetched the catalogue (see relevantModelIds).
 */
import type { WireframeImportCatalogue } from './catalogue';
import { groupWireframeFiles } from './group';
import { inspectWireframeGroups, type InspectOptions } from './inspect';
import { planWireframeImport, type WireframeImportPlan } from './plan';

export async function prepareWireframeImport<F extends Blob & { name: string }>(
  files: readonly F[],
  catalogue: WireframeImportCatalogue,
  options: InspectOptions<F> = {},
): Promise<WireframeImportPlan<F>> {
  const grouping = groupWireframeFiles(files);
  const groups = await inspectWireframeGroups(grouping.groups, options);
  return planWireframeImport({ groups, catalogue, rejected: grouping.rejected });
}
