import type { ReactNode } from 'react';
import type { FilmSheet, JigSlot } from '../../contract/jigTypes';
import { MSG } from '../messages';

export interface JigDrawingProps {
  /** The bed (or film sheet) in mm. */
  widthMm: number;
  heightMm: number;
  slots: readonly JigSlot[];
  /** A film sheet's margin is drawn dashed inside its edge. */
  film?: FilmSheet | null;
  /** What the drawing is of, for its accessible name (the jig's name). */
  name: string;
  /** Slots drawn as picked (the form's row in focus, a preview's chosen pocket). */
  highlighted?: ReadonlySet<number>;
  /** Drawn over the slots in the same millimetres (a layout's designs in their pockets). */
  children?: ReactNode;
  className?: string;
}

/** Lines and lettering scale with the bed, so an A4 jig and a 600 × 900 one read alike at any size. */
function scaleOf(widthMm: number, heightMm: number) {
  const side = Math.max(widthMm, heightMm);
  return { line: side / 400, font: side / 28 };
}

/**
 * A jig as a drawing (spec §1: the numbered slots, so a wrong offset is seen before printing): the bed, each
 * slot outlined where it lies (an SVG slot by its own outline), numbered at its centre, its turn shown by an
 * arrow towards the design's top and R90/R180/R270, a mirrored slot marked 镜像. Built from numbers only (never
 * a merchant's SVG as markup), in mm from the bed's top-left corner; it fills its container's width.
 */
export function JigDrawing({ widthMm, heightMm, slots, film, name, highlighted, children, className }: JigDrawingProps) {
  const { line, font } = scaleOf(widthMm, heightMm);
  const margin = film ? film.marginMm : 0;
  return (
    <svg
      className={['jig-drawing', className].filter(Boolean).join(' ')}
      viewBox={`${-line * 2} ${-line * 2} ${widthMm + line * 4} ${heightMm + line * 4}`}
      role="img"
      aria-label={MSG.jigs.drawingLabel(name, slots.length)}
      style={{ display: 'block', width: '100%', height: '100%' }}
    >
      <rect className="jig-bed" x={0} y={0} width={widthMm} height={heightMm} fill="#f7f8fa" stroke="#86909c" strokeWidth={line} />
      {film && margin > 0 ? (
        <rect
          className="jig-film-margin"
          x={margin}
          y={margin}
          width={Math.max(0, widthMm - margin * 2)}
          height={Math.max(0, heightMm - margin * 2)}
          fill="none"
          stroke="#86909c"
          strokeWidth={line / 2}
          strokeDasharray={`${line * 4} ${line * 3}`}
        />
      ) : null}
      {slots.map((slot) => (
        <SlotMark key={slot.number} slot={slot} line={line} font={font} highlighted={highlighted?.has(slot.number) ?? false} />
      ))}
      {children}
    </svg>
  );
}

function SlotMark({ slot, line, font, highlighted }: { slot: JigSlot; line: number; font: number; highlighted: boolean }) {
  const { number, xMm, yMm, widthMm, heightMm, rotation, mirror, outline } = slot;
  const cx = xMm + widthMm / 2;
  const cy = yMm + heightMm / 2;
  // The number stays inside a small slot.
  const size = Math.min(font, widthMm * 0.4, heightMm * 0.3);
  const stroke = highlighted ? '#165dff' : '#4e5969';
  const fill = highlighted ? 'rgba(22, 93, 255, 0.12)' : '#ffffff';
  const arrow = size * 0.9;
  return (
    <g className="jig-slot" data-slot={number}>
      {outline ? (
        <path className="jig-slot-outline" d={outline} fill={fill} stroke={stroke} strokeWidth={line} />
      ) : (
        <rect className="jig-slot-outline" x={xMm} y={yMm} width={widthMm} height={heightMm} fill={fill} stroke={stroke} strokeWidth={line} />
      )}
      <text className="jig-slot-number" x={cx} y={cy} fontSize={size} textAnchor="middle" dominantBaseline="central" fill="#1d2129" fontWeight={600}>
        {number}
      </text>
      {/* The design's top, after its turn: up when upright, to the right at R90. */}
      <path
        className="jig-slot-turn"
        d={`M${cx} ${cy - size * 0.75 - arrow} l${-arrow / 3} ${arrow / 2} h${(arrow * 2) / 3} z`}
        fill="#86909c"
        transform={rotation ? `rotate(${rotation} ${cx} ${cy})` : undefined}
      />
      {rotation ? (
        <text className="jig-slot-rotation" x={cx} y={cy + size * 0.95} fontSize={size * 0.45} textAnchor="middle" dominantBaseline="central" fill="#4e5969">
          {`R${rotation}`}
        </text>
      ) : null}
      {mirror ? (
        <text className="jig-slot-mirror" x={cx} y={cy + size * (rotation ? 1.45 : 0.95)} fontSize={size * 0.45} textAnchor="middle" dominantBaseline="central" fill="#d25f00">
          {MSG.jigs.mirrorMark}
        </text>
      ) : null}
    </g>
  );
}
