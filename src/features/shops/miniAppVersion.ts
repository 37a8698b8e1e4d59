import type { MiniAppTemplate } from '../../../contract/miniApp';

/** Dotted versions compared number by number (1.10.0 is after 1.9.0); a missing part counts as 0. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** The newest template version offered, whatever order the list came in; null for an empty list. */
export function newestTemplate(templates: readonly MiniAppTemplate[]): MiniAppTemplate | null {
  let newest: MiniAppTemplate | null = null;
  for (const template of templates) {
    if (!newest || compareVersions(template.templateVersion, newest.templateVersion) > 0) newest = template;
  }
  return newest;
}

/** The version to offer 更新到: the newest, when the app runs an older one or none yet; else null. */
export function pendingUpdate(current: string | null, templates: readonly MiniAppTemplate[]): MiniAppTemplate | null {
  const newest = newestTemplate(templates);
  if (!newest) return null;
  if (current !== null && compareVersions(current, newest.templateVersion) >= 0) return null;
  return newest;
}
