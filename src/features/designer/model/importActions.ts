/**
 * Layers brought in from a PSD artboard (spec 2 §4 "PSD import"). Issue 12 groundwork: the PSD part fills this in.
 */
import type { DesignerAction } from './actionTypes';

export const IMPORT_ACTIONS: readonly DesignerAction[] = [];
