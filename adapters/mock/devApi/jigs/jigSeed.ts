// What `demo` (and every seeded account) starts with on the 打印治具 screen (spec §1): the A3 grid jig the
// spec names, an SVG jig whose slots are as an SVG of a 400 × 600 mm bed would give them (rounded pockets,
// one lying across and so turned 90°), and a UV-DTF film sheet. `newshop` starts with none.
import type { Jig, JigSlot, SlotRotation } from '../../../../contract/jigTypes';
import type { JigState } from './jigState';

const pocket = (number: number, xMm: number, yMm: number, widthMm: number, heightMm: number, rotation: SlotRotation = 0): JigSlot => ({
  number,
  xMm,
  yMm,
  widthMm,
  heightMm,
  phoneModelIds: [],
  rotation,
  mirror: false,
});

/** A rounded rectangle's outline (corner radius 8 mm), as the SVG reader writes one: M, L, C and Z in mm. */
function roundedOutline({ xMm: x, yMm: y, widthMm: w, heightMm: h }: JigSlot): string {
  const r = 8;
  const k = 3.58; // r × (1 − 0.5523): the cubic's handle from the corner.
  const right = x + w;
  const bottom = y + h;
  return [
    `M${x + r} ${y}L${right - r} ${y}C${right - k} ${y} ${right} ${y + k} ${right} ${y + r}`,
    `L${right} ${bottom - r}C${right} ${bottom - k} ${right - k} ${bottom} ${right - r} ${bottom}`,
    `L${x + r} ${bottom}C${x + k} ${bottom} ${x} ${bottom - k} ${x} ${bottom - r}`,
    `L${x} ${y + r}C${x} ${y + k} ${x + k} ${y} ${x + r} ${y}Z`,
  ].join('');
}

function a3SixSlots(): JigSlot[] {
  const slots: JigSlot[] = [];
  for (let row = 0; row < 2; row++) for (let column = 0; column < 3; column++) slots.push(pocket(slots.length + 1, 12 + column * 95, 20 + row * 195, 90, 180));
  return slots;
}

function svgEightSlots(): JigSlot[] {
  const slots: JigSlot[] = [];
  // Four upright pockets in the first row, three in the second, and one lying across below them.
  for (let column = 0; column < 4; column++) slots.push(pocket(slots.length + 1, 12 + column * 97, 20, 90, 170));
  for (let column = 0; column < 3; column++) slots.push(pocket(slots.length + 1, 12 + column * 97, 210, 90, 170));
  slots.push(pocket(8, 115, 420, 170, 90, 90));
  return slots.map((slot) => ({ ...slot, outline: roundedOutline(slot) }));
}

export function seedJigs(state: JigState, allocateId: () => string, now: number): void {
  const common = { dpi: 300, cutLines: true, updatedAt: now };
  const jigs: Jig[] = [
    {
      id: allocateId(),
      name: 'A3 六格治具',
      kind: 'grid',
      widthMm: 297,
      heightMm: 420,
      grid: { columns: 3, rows: 2, offsetXMm: 12, offsetYMm: 20, pitchXMm: 95, pitchYMm: 195, slotWidthMm: 90, slotHeightMm: 180 },
      slots: a3SixSlots(),
      svgFileName: null,
      film: null,
      bleedMm: 0,
      ...common,
    },
    {
      id: allocateId(),
      name: '400×600 八格治具',
      kind: 'svg',
      widthMm: 400,
      heightMm: 600,
      grid: null,
      slots: svgEightSlots(),
      svgFileName: '八格治具.svg',
      film: null,
      bleedMm: 1.5,
      ...common,
    },
    {
      id: allocateId(),
      name: 'UV-DTF 胶片 600',
      kind: 'film',
      widthMm: 600,
      heightMm: 1000,
      grid: null,
      slots: [],
      svgFileName: null,
      film: { marginMm: 5, gapMm: 3, allowTurn: true },
      bleedMm: 1.5,
      ...common,
    },
  ];
  state.jigs.push(...jigs);
}
