/**
 * What an uploaded SVG keeps when the dev API's sanitiser writes it anew (adapters/mock/devApi/files/svg/
 * svgSanitiser.ts): drawing, text, paint servers, clipping, masks and filters. Everything else goes, with its
 * content: script, foreignObject (HTML inside), a (links), animate/set (they can rewrite an href or a fill
 * after the fact), feImage and anything not listed here. The console's upload check (src/lib/canvasSafety.ts)
 * refuses a file that holds what goes and draws, so that the stored copy draws as the designer showed it:
 * one list, read by both.
 * Names are XML names, case-sensitive, without a prefix: `svg:script` is not `script`, and not listed.
 */
import { DATA_IMAGE_URL, LOCAL_FRAGMENT, styleStaysInside } from './svgReferences';

export const SVG_ELEMENTS: ReadonlySet<string> = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'image',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix',
  'feDiffuseLighting', 'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA',
  'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset',
  'fePointLight', 'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
]);

/** Geometry and presentation; no event handler (on…), no href (checked apart), no namespace declaration. */
export const SVG_ATTRIBUTES: ReadonlySet<string> = new Set([
  'id', 'class', 'style', 'transform', 'version', 'baseProfile', 'viewBox', 'preserveAspectRatio', 'xml:space', 'xml:lang', 'lang',
  'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'width', 'height', 'd', 'points', 'pathLength',
  'opacity', 'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin',
  'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'color', 'display', 'visibility', 'overflow', 'vector-effect',
  'paint-order', 'mix-blend-mode', 'isolation', 'shape-rendering', 'image-rendering', 'text-rendering', 'color-interpolation',
  'color-interpolation-filters', 'enable-background',
  'clip-path', 'clip-rule', 'clipPathUnits', 'mask', 'maskUnits', 'maskContentUnits', 'filter', 'filterUnits', 'primitiveUnits',
  'offset', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod',
  'patternUnits', 'patternContentUnits', 'patternTransform',
  'marker-start', 'marker-mid', 'marker-end', 'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient',
  'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant', 'font-stretch', 'text-anchor', 'dominant-baseline',
  'alignment-baseline', 'baseline-shift', 'letter-spacing', 'word-spacing', 'text-decoration', 'writing-mode', 'direction',
  'unicode-bidi', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset', 'method', 'spacing', 'side',
  'flood-color', 'flood-opacity', 'lighting-color', 'in', 'in2', 'result', 'stdDeviation', 'mode', 'type', 'values', 'operator',
  'k1', 'k2', 'k3', 'k4', 'radius', 'scale', 'xChannelSelector', 'yChannelSelector', 'baseFrequency', 'numOctaves', 'seed',
  'stitchTiles', 'tableValues', 'slope', 'intercept', 'amplitude', 'exponent', 'edgeMode', 'order', 'kernelMatrix',
  'kernelUnitLength', 'divisor', 'bias', 'targetX', 'targetY', 'preserveAlpha', 'surfaceScale', 'diffuseConstant',
  'specularConstant', 'specularExponent', 'azimuth', 'elevation', 'z', 'pointsAtX', 'pointsAtY', 'pointsAtZ',
  'limitingConeAngle', 'media',
]);

/** Elements whose href may name a fragment of this same file (`#id`), and nothing else. */
export const FRAGMENT_HREF_ELEMENTS: ReadonlySet<string> = new Set([
  'use', 'textPath', 'linearGradient', 'radialGradient', 'pattern', 'filter',
]);

/** Whether the sanitiser keeps the attribute `name="value"` of an element it keeps. */
export function attributeKept(element: string, name: string, value: string): boolean {
  if (name === 'href' || name === 'xlink:href') return hrefKept(element, value.trim());
  return attributeNameKept(name) && cssKept(value);
}

/** Whether an attribute of this name can be kept at all (its value is checked apart): its name as written. */
export function attributeNameKept(name: string): boolean {
  return name === 'href' || name === 'xlink:href' || name === 'style' || SVG_ATTRIBUTES.has(name) || /^data-[A-Za-z0-9_.-]+$/.test(name);
}

/** Whether an href is kept: `#fragment` where an element may name one, or a raster data: URL on <image>. */
export function hrefKept(element: string, href: string): boolean {
  if (element === 'image') return DATA_IMAGE_URL.test(href) || LOCAL_FRAGMENT.test(href);
  return FRAGMENT_HREF_ELEMENTS.has(element) && LOCAL_FRAGMENT.test(href);
}

/**
 * For a style sheet, a style attribute and any presentation value (fill="url(…)"): no reference out of
 * the file and nothing that could hide one. Escapes go too (`\75rl(` is `url(`), as do comments inside
 * a url. Scheme words are refused anywhere, so no old engine's quirk can make one a link.
 */
export function cssKept(css: string): boolean {
  // What points out of the file: svgReferences.ts, the rule the console's upload refuses by too.
  if (!styleStaysInside(css)) return false;
  return !/<|expression\(|-moz-binding|behavior\s*:|javascript:|vbscript:/.test(css.toLowerCase());
}
