// What an uploaded SVG may keep (svgSanitiser.ts): drawing, text, paint servers, clipping, masks and
// filters. Everything else goes, with its content: script, foreignObject (HTML inside), a (links),
// animate/set (they can rewrite an href after the fact), feImage and anything not listed here.
// Names are XML names, case-sensitive, without a prefix: `svg:script` is not `script`, and not listed.

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
