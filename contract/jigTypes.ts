/**
 * A printer's jig (打印治具) or a film sheet, as the jig screen keeps it and a layout reads it: an extension
 * of the admin API (ROUTES.md "Print jigs"). All lengths are millimetres from the bed's top-left corner,
 * x to the right and y down, as a flatbed's origin and an SVG's are. The wire schema and the rules a jig
 * must keep (slots inside the bed, none overlapping, the bounds of bleed and resolution) are in jigs.ts;
 * these are the shapes alone, inferred there from the reply schema and re-exported as types only, so that the
 * layout code can read a jig without loading valibot.
 */
export type { FilmSheet, Jig, JigFields, JigGrid, JigKind, JigSlot, SlotRotation } from './jigs';
