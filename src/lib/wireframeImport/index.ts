/** The bulk wireframe import (spec 1 §4, §5, §9), one job per file. */
export { relevantModelIds, type WireframeImportCatalogue } from './catalogue';
export { nameKey, parseWireframeFileName, wireframeKey } from './fileName';
export type { WireframeFileNameResult } from './fileName';
export { countImportFiles } from './counts';
export { groupWireframeFiles, type WireframeFileGroup } from './group';
export { inspectWireframeGroups, type ReadImage } from './inspect';
export { isImportSlow } from './limits';
export { planWireframeImport } from './plan';
export type { InspectedWireframeGroup, PlannedWireframe, WireframeImportPlan } from './plan';
export { prepareWireframeImport } from './prepare';
export { misnamedMessage } from './texts';
