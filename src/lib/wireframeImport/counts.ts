/**
 * What the plan does, counted in files: the merchant picked files, so 不导入 4 must mean four of them,
 * not four groups (four misnamed files are one rejection that lists them all).
 */
import type { WireframeImportPlan } from './plan';

export interface WireframeImportFileCounts {
  create: number;
  update: number;
  reject: number;
}

export function countImportFiles(plan: Pick<WireframeImportPlan<unknown>, 'wireframes' | 'rejected'>): WireframeImportFileCounts {
  const counts: WireframeImportFileCounts = { create: 0, update: 0, reject: 0 };
  for (const planned of plan.wireframes) {
    const files = (planned.foreground ? 1 : 0) + (planned.background ? 1 : 0);
    counts[planned.action] += files;
  }
  for (const rejection of plan.rejected) counts.reject += rejection.fileNames.length;
  return counts;
}
