/**
 * What the canvas draws for a layer whose image cannot be read (a file gone, corrupt bytes): a grey box in
 * the layer's bounds with a dashed red edge and a cross, so the merchant sees where the layer is and that
 * it is broken; the layer list says it in words (图片无法读取). Drawn stretched to the layer's box.
 */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" preserveAspectRatio="none">' +
  '<rect x="3" y="3" width="194" height="194" fill="#f2f3f5" stroke="#f53f3f" stroke-width="6" stroke-dasharray="14 10"/>' +
  '<path d="M72 72 L128 128 M128 72 L72 128" stroke="#f53f3f" stroke-width="10" stroke-linecap="round"/>' +
  '</svg>';

export const UNREADABLE_PLACEHOLDER = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`;
