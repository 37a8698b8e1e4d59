/**
 * A printer's jig (打印治具) or a film sheet, as the jig screen keeps it and a layout reads it: an extension
 * of the admin API (ROUTES.md "Print jigs"). All lengths are millimetres from the bed's top-left corner,
 * x to the right and y down, as a flatbed's origin and an SVG's are. The wire schema and the rules a jig
 * must keep (slots inside the bed, none overlapping, the bounds of bleed and resolution) are in jigs.ts;
 * these are the shapes alone, inferred from the reply schema with `import type`, so that the layout code can read
 * a jig without loading valibot.
 */
import type * as v from 'valibot';
import type { JigSchema } from './jigs';

/** A slot's turn, clockwise, of the design placed in it (spec: 0/90/180/270). */
export type SlotRotation = 0 | 90 | 180 | 270;

/** One pocket of a jig: a box on the bed and what goes in it. */
export type JigSlot = Jig['slots'][number];

/** How a grid jig's slots were made; kept so that the form shows what was typed, not only the result. */
export type JigGrid = NonNullable<Jig['grid']>;

/** A film sheet (UV-DTF, sublimation paper): designs packed, no pockets. */
export type FilmSheet = NonNullable<Jig['film']>;

export type JigKind = 'grid' | 'svg' | 'film';

/** A jig as the admin API answers it, inferred from its reply schema (jigs.ts, where each field says what it is). */
export type Jig = v.InferOutput<typeof JigSchema>;

/** What a save sends: the jig without its id and the time of its last save. */
export type JigFields = Omit<Jig, 'id' | 'updatedAt'>;
