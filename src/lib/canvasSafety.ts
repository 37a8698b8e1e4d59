/**
 * SVGs the console refuses at its uploads (the asset library's and the designer's), each with one message
 * the two say alike:
 *
 * - one that would taint the canvas it is drawn on (MSG.common.imageTaintsCanvas). A tainted canvas cannot
 *   be read or exported, so a template holding such a layer could never save its preview. An SVG with
 *   `<foreignObject>` (draw.io exports its text that way), under any prefix, taints a canvas in Chromium
 *   whatever it holds, and cannot be made safe by drawing it (that taints too), so it is refused, not
 *   rasterised. Any other SVG is drawn once on a small canvas and read back: whatever else taints is
 *   caught the same way (taintsCanvas).
 * - one that points outside the file (MSG.common.svgOutsideReference): an `<image>` of a web address, a
 *   `<use>` of another file, a style's `url(…)` or `@import`. The canvas and every `<img>` draw it without
 *   what it points at, and the stored file is drawn otherwise later (contract/svgReferences.ts).
 * - one the stored copy would draw otherwise (MSG.common.svgDrawsOtherwise): the dev API's sanitiser writes
 *   an upload anew from an allowlist (contract/svgAllowlist.ts) and leaves out what it does not list, so a
 *   `<set attributeName="fill" to="blue"/>` draws blue in the designer and is gone, red, once stored. What
 *   the list would take out and what draws is refused here by the same list (ARCHITECTURE.md, "The
 *   designer": an image that would draw differently later is refused at upload).
 *
 * Only SVG can be either: a raster image from the merchant's own file is same-origin and self-contained.
 */
import { SVG_ELEMENTS, attributeKept, attributeNameKept, cssKept } from '../../contract/svgAllowlist';
import { hrefStaysInside, styleStaysInside, urlsStayInside } from '../../contract/svgReferences';
import { imageSignature } from '../../contract/imageSignature';
import { MSG } from '../messages';
import { sniffFileType } from './imageHeader';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
/** Namespaces whose elements a browser acts on inside an SVG (an `<html:style>` styles it); MathML is XHTML's kin. */
const ACTING_NAMESPACES: ReadonlySet<string> = new Set([SVG_NS, 'http://www.w3.org/1999/xhtml', 'http://www.w3.org/1998/Math/MathML']);
/** SVG's conditions (spec SVG 2 §5.8): they decide whether an element draws, and the sanitiser drops them. */
const CONDITIONS: ReadonlySet<string> = new Set(['systemLanguage', 'requiredFeatures', 'requiredExtensions']);
const FOREIGN_OBJECT = /<(?:[\w.-]+:)?foreignObject[\s>/]/i;
/**
 * A root under a prefix bound to the SVG namespace (`<s:svg xmlns:s="…/2000/svg">`): a browser draws it as
 * SVG, though the sniffer (lib/imageHeader) looks for `<svg`. Read here so that what it holds gets its own
 * reason, not 图片加载失败.
 */
const PREFIXED_SVG_ROOT = /<([\w.-]+):svg[\s/>][^>]*\bxmlns:\1\s*=\s*["']http:\/\/www\.w3\.org\/2000\/svg["']/;

/**
 * Why the console refuses `file` before anything draws it (the text to show), or null: read as text and as a
 * tree (DOMParser), never drawn, so it can run before the checks that decode.
 */
export async function svgContentRefusal(file: Blob): Promise<string | null> {
  const text = await svgSource(file);
  if (text === null) return null;
  if (FOREIGN_OBJECT.test(text)) return MSG.common.imageTaintsCanvas;
  const root = svgTree(text);
  if (!root) return null;
  if (pointsOutside(root)) return MSG.common.svgOutsideReference;
  return storedDrawsOtherwise(root) ? MSG.common.svgDrawsOtherwise : null;
}

/** Whether drawing `file` would taint the canvas: `<foreignObject>`, or a canvas that refuses to be read back. */
export async function taintsCanvas(file: Blob): Promise<boolean> {
  const text = await svgSource(file);
  if (text === null) return false;
  if (FOREIGN_OBJECT.test(text)) return true;
  return !(await readsBack(new Blob([text], { type: 'image/svg+xml' })));
}

/** The file's text when it is an SVG (sniffed, or under a prefixed root), else null. */
async function svgSource(file: Blob): Promise<string | null> {
  if (imageSignature(new Uint8Array(await file.slice(0, 16).arrayBuffer()))) return null;
  if ((await sniffFileType(file)) === 'svg') return file.text();
  const text = await file.text();
  return PREFIXED_SVG_ROOT.test(text) ? text : null;
}

/**
 * Whether a drawn part of the SVG points outside the file: an href of an SVG element, a `url(…)` in an
 * attribute, a style attribute or sheet that imports, an `<?xml-stylesheet?>`. Elements and attributes of
 * other namespaces are an editor's notes (Inkscape's `sodipodi:docname`, the RDF licence in `<metadata>`):
 * nothing draws them, and their addresses and Windows paths are no reference.
 */
function pointsOutside(root: Element): boolean {
  for (const node of Array.from(root.ownerDocument.childNodes)) {
    if (node.nodeType === node.PROCESSING_INSTRUCTION_NODE && (node as ProcessingInstruction).target === 'xml-stylesheet') return true;
  }
  for (const element of [root, ...Array.from(root.getElementsByTagName('*'))]) {
    if (element.namespaceURI !== SVG_NS) continue;
    if (element.localName === 'style' && !styleStaysInside(element.textContent ?? '')) return true;
    if (Array.from(element.attributes).some(attributePointsOutside)) return true;
  }
  return false;
}

/** The file read as XML, or null where nothing here reads it. */
function svgTree(text: string): Element | null {
  // No DOMParser (a worker): nothing here draws it either.
  if (typeof DOMParser === 'undefined') return null;
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
  // Not XML a browser reads: not this check's to refuse; the format and decode checks say it is unreadable.
  if (parsed.getElementsByTagName('parsererror').length > 0) return null;
  return parsed.documentElement;
}

/**
 * Whether the sanitiser's allowlist (contract/svgAllowlist.ts) would take out of the file something that
 * draws, or decides how it draws: an element it does not list (animate, set, animateMotion,
 * animateTransform, discard, a, switch, script, …, or a listed one under a prefix or in no namespace), an
 * XHTML element (`<html:style>`), a style sheet or an attribute value it drops (an escape, `javascript:`),
 * an href it drops, a condition (systemLanguage). An editor's notes are not drawn and may go:
 * `<metadata>` and elements of other namespaces (Inkscape's `sodipodi:namedview`, RDF), while they hold
 * nothing a browser acts on.
 */
function storedDrawsOtherwise(element: Element): boolean {
  if (isEditorNote(element)) {
    return Array.from(element.getElementsByTagName('*')).some((inside) => !isEditorNote(inside));
  }
  const name = element.localName;
  if (element.namespaceURI !== SVG_NS || element.prefix || !SVG_ELEMENTS.has(name)) return true;
  if (Array.from(element.attributes).some((attribute) => attributeDropped(name, attribute))) return true;
  if (name === 'style') return element.children.length > 0 || !cssKept(element.textContent ?? '');
  return Array.from(element.children).some(storedDrawsOtherwise);
}

/**
 * `<metadata>`, or an element of a namespace a browser does not act on. One in no namespace (`xmlns=""`) is
 * not drawn either, but the sanitiser, reading names only, would keep and draw it: not a note.
 */
function isEditorNote({ namespaceURI, localName, prefix }: Element): boolean {
  if (namespaceURI === SVG_NS) return localName === 'metadata' && !prefix;
  return Boolean(namespaceURI) && !ACTING_NAMESPACES.has(namespaceURI!);
}

/** Whether the sanitiser drops this attribute of a kept element where it could change the drawing. */
function attributeDropped(element: string, { namespaceURI, name, value }: Attr): boolean {
  if (CONDITIONS.has(name)) return true;
  // An xlink href under another prefix: drawn by the browser, not named `xlink:href`, so not kept.
  if (namespaceURI === XLINK_NS && name !== 'xlink:href') return true;
  // Other namespaced attributes (sodipodi:docname, xmlns:…) are an editor's notes; unlisted names (on…) draw nothing.
  if (!attributeNameKept(name)) return false;
  return !attributeKept(element, name, value);
}

function attributePointsOutside({ namespaceURI, name, value }: Attr): boolean {
  // By its qualified name: a parser that leaves a prefixed attribute without its namespace (happy-dom) reads alike.
  const colon = name.indexOf(':');
  const local = name.slice(colon + 1);
  if (local === 'href' && (namespaceURI === null || namespaceURI === XLINK_NS)) return !hrefStaysInside(value);
  if (colon >= 0 || namespaceURI !== null) return false;
  return local === 'style' ? !styleStaysInside(value) : !urlsStayInside(value);
}

/** Draws the SVG on a 1 × 1 canvas and reads the pixel: false when the canvas refuses (tainted). */
async function readsBack(svg: Blob): Promise<boolean> {
  // No document to draw on (a worker): nothing to read back, and nothing there to taint.
  if (typeof document === 'undefined' || typeof Image === 'undefined') return true;
  const url = URL.createObjectURL(svg);
  try {
    const image = new Image();
    const loaded = await new Promise<boolean>((resolve) => {
      image.onload = () => resolve(true);
      image.onerror = () => resolve(false);
      image.src = url;
    });
    // One that does not load is not this check's to refuse: the decode checks after it say it is unreadable.
    if (!loaded) return true;
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) return true;
    context.drawImage(image, 0, 0, 1, 1);
    try {
      context.getImageData(0, 0, 1, 1);
      return true;
    } catch {
      return false;
    }
  } finally {
    URL.revokeObjectURL(url);
  }
}
