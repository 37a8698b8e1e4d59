/**
 * A jig's slots read from an SVG drawn to the jig's size (spec §1, as Roland PrintAutoMate's templates): its
 * closed shapes whose ids are S1…Sn are the slots, numbered by their ids.
 *
 * Millimetres: the root's width and height give the drawing's size (mm, cm, in, pt, pc, px, Q; a length
 * without a unit is a CSS px, 1/96 in, as SVG defines it: a file from a program that writes 72 per inch
 * then reads 4/3 too large, which the size the form shows makes plain), and the viewBox maps the drawing's
 * own units onto it. Without width and height the viewBox's units are px too. A viewBox whose aspect is
 * not the width's and height's is refused rather than fitted (preserveAspectRatio would leave margins that
 * no bed has).
 *
 * Each slot's box is its shape's exact bounding box after every transform of its own and its groups
 * (matrix, translate, scale, rotate, skewX, skewY), and its outline is kept as path data in mm, so the jig
 * drawing shows a round pocket round. The file is refused, with a Chinese reason, when it is larger than
 * JIG_SVG_MAX_BYTES (checked before it is read), is not SVG, declares a DOCTYPE or entities, holds a script,
 * an event handler, a foreignObject or other non-SVG content, or points outside itself
 * (contract/svgReferences.ts), or when its S ids skip or repeat. It is parsed as data and never put in the
 * page: the drawing is built from the numbers read here.
 */
import { JIG_MAX_MM, JIG_MAX_SLOTS, JIG_OUTLINE_MAX_CHARS, JIG_SVG_MAX_BYTES } from '../../../contract/jigs';
import type { JigSlot } from '../../../contract/jigTypes';
import { hrefStaysInside, styleStaysInside, urlsStayInside } from '../../../contract/svgReferences';
import { MSG } from '../../messages';
import { ANY_MODEL_UPRIGHT, type SlotSettings } from './jigGrid';
import {
  IDENTITY,
  boundingBox,
  ellipseSubpath,
  multiply,
  numberList,
  parsePathData,
  parseTransform,
  pathData,
  pointsSubpath,
  rectSubpath,
  transformSubpaths,
  type Matrix,
  type Subpath,
} from './svgGeometry';

const TEXT = MSG.jigSvg;
const SVG_NS = 'http://www.w3.org/2000/svg';

export interface JigSvgRead {
  /** The drawing's size, which is the jig's. */
  widthMm: number;
  heightMm: number;
  /** S1…Sn in order, each with the settings `settings(number)` gives (by default any model, upright). */
  slots: JigSlot[];
}

export type JigSvgResult = ({ ok: true } & JigSvgRead) | { ok: false; reason: string };

const refused = (reason: string): JigSvgResult => ({ ok: false, reason });

/** A file the merchant picked: its size is checked before a byte of it is read. */
export async function readJigSvgFile(file: Blob, settings?: (number: number) => SlotSettings): Promise<JigSvgResult> {
  if (file.size > JIG_SVG_MAX_BYTES) return refused(TEXT.tooLarge(JIG_SVG_MAX_BYTES / 1024 / 1024));
  return readJigSvg(await file.text(), settings);
}

/** mm per unit; '' is a CSS px. */
const MM_PER_UNIT: Readonly<Record<string, number>> = { mm: 1, cm: 10, q: 0.25, in: 25.4, pt: 25.4 / 72, pc: 25.4 / 6, px: 25.4 / 96, '': 25.4 / 96 };
const PX_MM = 25.4 / 96;
const LENGTH = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)\s*([a-zA-Z]*)\s*$/;

/** A length in mm (`400mm`, `11.7in`, `1133.86`); null for a percentage or anything else. */
function lengthMm(text: string): number | null {
  const found = LENGTH.exec(text);
  const perUnit = found ? MM_PER_UNIT[found[2]!.toLowerCase()] : undefined;
  return found && perUnit !== undefined ? Number(found[1]) * perUnit : null;
}

/** A shape's length in user units: a plain number, or one in an absolute unit (a user unit being a px). */
const userLength = (text: string | null): number | null => (text === null ? 0 : ((mm) => (mm === null ? null : mm / PX_MM))(lengthMm(text)));

/** Anything a drawing program writes may hold an S id; drawn elements outside these are not read as slots. */
const NOT_DRAWN: ReadonlySet<string> = new Set(['defs', 'symbol', 'clipPath', 'mask', 'pattern', 'marker', 'linearGradient', 'radialGradient', 'filter', 'title', 'desc', 'metadata', 'style']);
const SLOT_ID = /^S([1-9]\d*)$/;

/** Reads the SVG's text (for a file, readJigSvgFile checks its size first). */
export function readJigSvg(text: string, settings: (number: number) => SlotSettings = () => ANY_MODEL_UPRIGHT): JigSvgResult {
  if (text.length > JIG_SVG_MAX_BYTES) return refused(TEXT.tooLarge(JIG_SVG_MAX_BYTES / 1024 / 1024));
  // Entities can expand without end, or name files: no jig needs a declaration.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return refused(TEXT.declarations);
  if (/<\?xml-stylesheet/i.test(text)) return refused(TEXT.external);
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (!root || doc.getElementsByTagName('parsererror').length > 0 || root.localName !== 'svg' || root.namespaceURI !== SVG_NS) return refused(TEXT.notSvg);

  const unsafe = unsafeContent(root);
  if (unsafe) return refused(unsafe);

  const frame = drawingFrame(root);
  if ('reason' in frame) return refused(frame.reason);

  const found = new Map<number, JigSlot[]>();
  const problem = collectSlots(root, frame.matrix, false, found, settings);
  if (problem) return refused(problem);
  if (found.size === 0) return refused(TEXT.noSlots);
  const numbers = [...found.keys()].sort((a, b) => a - b);
  for (const number of numbers) if (found.get(number)!.length > 1) return refused(TEXT.duplicate(`S${number}`));
  if (numbers.length > JIG_MAX_SLOTS) return refused(TEXT.tooMany(JIG_MAX_SLOTS));
  const missing = numbers.findIndex((number, index) => number !== index + 1);
  if (missing !== -1) return refused(TEXT.missing(`S${missing + 1}`));
  return { ok: true, widthMm: frame.widthMm, heightMm: frame.heightMm, slots: numbers.map((number) => found.get(number)![0]!) };
}

/** The first reason the file is refused for what it holds (scripts, handlers, foreign content, references out). */
function unsafeContent(root: Element): string | null {
  for (const element of [root, ...Array.from(root.getElementsByTagName('*'))]) {
    const name = element.localName.toLowerCase();
    if (name === 'script') return TEXT.script;
    if (name === 'foreignobject' || element.namespaceURI !== SVG_NS) return TEXT.foreign;
    for (const attribute of Array.from(element.attributes)) {
      const attributeName = attribute.localName.toLowerCase();
      if (attributeName.startsWith('on')) return TEXT.eventHandler(attribute.name);
      if (attributeName === 'href' && !hrefStaysInside(attribute.value)) return TEXT.external;
      if (attributeName === 'style' ? !styleStaysInside(attribute.value) : !urlsStayInside(attribute.value)) return TEXT.external;
    }
    if (name === 'style' && !styleStaysInside(element.textContent ?? '')) return TEXT.external;
  }
  return null;
}

interface Frame {
  widthMm: number;
  heightMm: number;
  /** User units of the root to mm from the drawing's top-left corner. */
  matrix: Matrix;
}

const ASPECT_TOLERANCE = 0.005;
/** Sizes to the hundredth of a millimetre: what the form shows and the bed is checked with. */
const hundredths = (mm: number) => Math.round(mm * 100) / 100;

function drawingFrame(root: Element): Frame | { reason: string } {
  const viewBoxText = root.getAttribute('viewBox');
  let viewBox: number[] | null = null;
  if (viewBoxText !== null) {
    viewBox = numberList(viewBoxText);
    if (!viewBox || viewBox.length !== 4 || !(viewBox[2]! > 0) || !(viewBox[3]! > 0)) return { reason: TEXT.badViewBox };
  }
  const widthText = root.getAttribute('width');
  const heightText = root.getAttribute('height');
  let widthMm: number;
  let heightMm: number;
  let scaleX = PX_MM;
  let scaleY = PX_MM;
  if (widthText !== null && heightText !== null) {
    const width = lengthMm(widthText);
    if (width === null) return { reason: TEXT.badLength('width') };
    const height = lengthMm(heightText);
    if (height === null) return { reason: TEXT.badLength('height') };
    widthMm = width;
    heightMm = height;
    if (viewBox) {
      scaleX = width / viewBox[2]!;
      scaleY = height / viewBox[3]!;
      if (Math.abs(scaleX / scaleY - 1) > ASPECT_TOLERANCE) return { reason: TEXT.aspect };
    }
  } else if (viewBox) {
    widthMm = viewBox[2]! * PX_MM;
    heightMm = viewBox[3]! * PX_MM;
  } else return { reason: TEXT.noSize };
  widthMm = hundredths(widthMm);
  heightMm = hundredths(heightMm);
  if (!(widthMm > 0 && heightMm > 0 && widthMm <= JIG_MAX_MM && heightMm <= JIG_MAX_MM)) return { reason: TEXT.sizeOutOfRange(widthMm, heightMm, JIG_MAX_MM) };
  const [minX = 0, minY = 0] = viewBox ?? [];
  return { widthMm, heightMm, matrix: [scaleX, 0, 0, scaleY, -minX * scaleX, -minY * scaleY] };
}

/** Walks the drawn tree, each element under its groups' transforms; the first refusal, or null. */
function collectSlots(element: Element, matrix: Matrix, nested: boolean, found: Map<number, JigSlot[]>, settings: (number: number) => SlotSettings): string | null {
  for (const child of Array.from(element.children)) {
    if (NOT_DRAWN.has(child.localName)) continue;
    const id = child.getAttribute('id') ?? '';
    const transform = child.getAttribute('transform');
    const own = transform === null ? IDENTITY : parseTransform(transform);
    if (!own) return TEXT.badTransform(id || `<${child.localName}>`);
    const placed = multiply(matrix, own);
    const slotNumber = SLOT_ID.exec(id);
    if (slotNumber) {
      if (nested) return TEXT.nested(id);
      const shape = shapeOf(child);
      if (shape === 'notClosed') return TEXT.notClosed(id);
      if (shape === null) return TEXT.unreadableShape(id);
      const slot = slotOf(Number(slotNumber[1]), transformSubpaths(shape, placed), settings);
      if (!slot) return TEXT.emptyShape(id);
      const same = found.get(slot.number) ?? [];
      same.push(slot);
      found.set(slot.number, same);
      continue;
    }
    // A nested <svg> opens a viewport of its own (x, y, viewBox), which slots inside it are not read in.
    const problem = collectSlots(child, placed, nested || child.localName === 'svg', found, settings);
    if (problem) return problem;
  }
  return null;
}

/** A closed shape's subpaths in its own user units; 'notClosed' for an open one or any other element; null when unreadable. */
function shapeOf(element: Element): Subpath[] | 'notClosed' | null {
  const length = (name: string) => userLength(element.getAttribute(name));
  switch (element.localName) {
    case 'rect': {
      const [x, y, width, height] = ['x', 'y', 'width', 'height'].map(length);
      if (x == null || y == null || width == null || height == null) return null;
      // SVG 2 §10.2: a missing rx or ry takes the other's value; each is at most half its side.
      let rx = element.hasAttribute('rx') ? length('rx') : null;
      let ry = element.hasAttribute('ry') ? length('ry') : null;
      rx ??= ry ?? 0;
      ry ??= rx;
      return [rectSubpath(x, y, width, height, Math.min(Math.max(rx, 0), width / 2), Math.min(Math.max(ry, 0), height / 2))];
    }
    case 'circle': {
      const [cx, cy, r] = ['cx', 'cy', 'r'].map(length);
      return cx == null || cy == null || r == null ? null : [ellipseSubpath(cx, cy, r, r)];
    }
    case 'ellipse': {
      const [cx, cy, rx, ry] = ['cx', 'cy', 'rx', 'ry'].map(length);
      return cx == null || cy == null || rx == null || ry == null ? null : [ellipseSubpath(cx, cy, rx, ry)];
    }
    case 'polygon': {
      const subpath = pointsSubpath(element.getAttribute('points') ?? '', true);
      return subpath ? [subpath] : null;
    }
    case 'path': {
      const subpaths = parsePathData(element.getAttribute('d') ?? '');
      if (!subpaths || subpaths.length === 0) return null;
      return subpaths.every((subpath) => subpath.closed || subpath.segments.length === 0) ? subpaths : 'notClosed';
    }
    default:
      return 'notClosed';
  }
}

function slotOf(number: number, subpaths: Subpath[], settings: (number: number) => SlotSettings): JigSlot | null {
  const box = boundingBox(subpaths);
  if (!box) return null;
  const xMm = hundredths(box.minX);
  const yMm = hundredths(box.minY);
  const widthMm = hundredths(box.maxX - box.minX);
  const heightMm = hundredths(box.maxY - box.minY);
  if (!(widthMm > 0 && heightMm > 0)) return null;
  const { phoneModelIds, rotation, mirror } = settings(number);
  const outline = pathData(subpaths);
  // A traced pocket past the contract's bound is drawn as its box: the box is what the layout uses.
  return { number, xMm, yMm, widthMm, heightMm, phoneModelIds: [...phoneModelIds], rotation, mirror, ...(outline.length <= JIG_OUTLINE_MAX_CHARS ? { outline } : {}) };
}
