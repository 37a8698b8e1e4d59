/** The bulk wireframe import (spec 1 §4, §5, §9), one job per file. */
export { relevantModelIds, type WireframeImportCatalogue } from './catalogue';
export { nameKey } from './fileName';
export { countImportFiles } from './counts';
export { groupWireframeFiles, type WireframeFileGroup } from './group';
export { isImportSlow } from './limits';
export type { PlannedWireframe, WireframeImportPlan } from './plan';
export { prepareWireframeImport } from './prepare';
