/** The bulk wireframe import (spec 1 §4, §5, §9), one job per file. */
export { indexCatalogue, relevantModelIds, type WireframeImportCatalogue, type ExistingCatalogueItems } from './catalogue';
export { nameKey, parseWireframeFileName, wireframeKey, LAYER_WORDS } from './fileName';
export type { WireframeFileName, WireframeFileNameResult, WireframeLayerKind } from './fileName';
export { countImportFiles, type WireframeImportFileCounts } from './counts';
export { groupWireframeFiles, type WireframeFileGroup, type WireframeFileGrouping, type WireframeImportRejection } from './group';
export { inspectWireframeGroups, type InspectOptions, type ReadImage } from './inspect';
export { IMPORT_SLOW_THRESHOLD, MAX_IMAGES_PER_WIREFRAME, isImportSlow } from './limits';
export { planWireframeImport } from './plan';
export type { InspectedWireframeGroup, InspectedWireframeImage, PlannedWireframe, WireframeImportInput, WireframeImportPlan } from './plan';
export { prepareWireframeImport } from './prepare';
export { misnamedMessage, WIREFRAME_IMPORT_TEXT } from './texts';
