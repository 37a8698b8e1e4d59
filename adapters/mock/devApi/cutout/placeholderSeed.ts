// The placeholder images a fresh dev API has: two per cutout type, real PNGs drawn here (a grey silhouette
// on a light ground), so the AI portrait menu and a cutout layer have something to show from the start.
import { FILE_KIND } from '../../../../contract/files';
import type { AiCutoutType } from '../../../../contract/aiCutout';
import { SEEDED_AT } from '../catalogue/catalogueSeed';
import { nextId, type DevState } from '../state';
import { encodeRgbaPng } from './pngEncode';
import type { PlaceholderRecord } from './cutoutState';

interface Silhouette {
  type: AiCutoutType;
  name: string;
  width: number;
  height: number;
  /** Whether the canvas point is inside the figure (coordinates 0..1). */
  inside: (x: number, y: number) => boolean;
  colour: [number, number, number];
}

const circle = (cx: number, cy: number, r: number) => (x: number, y: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const ellipse = (cx: number, cy: number, rx: number, ry: number) => (x: number, y: number) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

const SILHOUETTES: readonly Silhouette[] = [
  { type: 'head', name: '头像占位-圆', width: 200, height: 200, inside: circle(0.5, 0.5, 0.38), colour: [150, 160, 180] },
  { type: 'head', name: '头像占位-椭圆', width: 200, height: 240, inside: ellipse(0.5, 0.48, 0.32, 0.4), colour: [180, 150, 160] },
  {
    type: 'body',
    name: '半身占位-肩',
    width: 200,
    height: 260,
    inside: (x, y) => circle(0.5, 0.3, 0.18)(x, y) || ellipse(0.5, 0.95, 0.42, 0.42)(x, y),
    colour: [140, 170, 150],
  },
  {
    type: 'body',
    name: '半身占位-窄',
    width: 180,
    height: 260,
    inside: (x, y) => circle(0.5, 0.28, 0.2)(x, y) || ellipse(0.5, 1, 0.34, 0.46)(x, y),
    colour: [170, 160, 130],
  },
  { type: 'common', name: '通用占位-方', width: 220, height: 220, inside: (x, y) => Math.abs(x - 0.5) < 0.34 && Math.abs(y - 0.5) < 0.34, colour: [130, 150, 190] },
  { type: 'common', name: '通用占位-菱', width: 220, height: 220, inside: (x, y) => Math.abs(x - 0.5) + Math.abs(y - 0.5) < 0.4, colour: [190, 140, 120] },
];

export function seedPlaceholders(state: DevState): PlaceholderRecord[] {
  return SILHOUETTES.map((silhouette) => {
    const fileId = nextId(state);
    state.files.set(fileId, {
      id: fileId,
      fileName: `${silhouette.name}.png`,
      mimeType: 'image/png',
      bytes: drawSilhouette(silhouette),
      kind: FILE_KIND.TEMPLATE_LAYER,
      uploadedAt: SEEDED_AT,
      status: 'uploaded',
    });
    return { id: nextId(state), aiCutoutType: silhouette.type, fileId };
  });
}

function drawSilhouette({ width, height, inside, colour }: Silhouette): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const figure = inside((x + 0.5) / width, (y + 0.5) / height);
      data[at] = figure ? colour[0] : 236;
      data[at + 1] = figure ? colour[1] : 238;
      data[at + 2] = figure ? colour[2] : 242;
      data[at + 3] = 255;
    }
  }
  return encodeRgbaPng({ width, height, data });
}
