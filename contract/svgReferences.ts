/**
 * What an SVG may point at and still draw the same wherever it is drawn: a fragment of the file itself
 * (`#id`), or a raster picture embedded in it as a data: URL. Anything else (an `<image>` of a web address,
 * a `<use>` of another file, a style sheet's `url(…)` or `@import`) is drawn one way in an `<img>` or on the
 * canvas, which never load it, and another wherever the file is opened with its references followed; and
 * the dev API's sanitiser takes such references out of what it stores. The console refuses such a file at
 * its upload (src/lib/canvasSafety.ts) and the sanitiser keeps only what this allows
 * (adapters/mock/devApi/files/svg/svgSanitiser.ts): one rule, read by both.
 *
 * An embedded SVG (`data:image/svg+xml`) is not allowed: it could nest everything refused here again.
 */

/** `#id`: a fragment of this same file. */
export const LOCAL_FRAGMENT = /^#[^\s'"()<>\\]+$/;

/** An embedded raster picture: the one data: URL an href may hold. */
export const DATA_IMAGE_URL = /^data:image\/(?:png|jpeg|gif|webp|bmp);base64,[A-Za-z0-9+/=\s]*$/i;

/** Whether an `href` / `xlink:href` stays inside the file. */
export function hrefStaysInside(href: string): boolean {
  const value = href.trim();
  return LOCAL_FRAGMENT.test(value) || DATA_IMAGE_URL.test(value);
}

/** Whether every `url(` of a CSS text or presentation value (fill="url(#g)") names a fragment of the file. */
export function urlsStayInside(css: string): boolean {
  const lower = css.toLowerCase();
  if (lower.includes('image-set(')) return false;
  // Its first character past spaces and a quote is '#'.
  for (const found of lower.matchAll(/url\(\s*['"]?\s*([^])?/g)) {
    if (found[1] !== '#') return false;
  }
  return true;
}

/**
 * Whether a style sheet or a style attribute stays inside the file: its urls do, it imports nothing, and it
 * holds no escape (`\75rl(` is `url(`), which could hide either.
 */
export function styleStaysInside(css: string): boolean {
  return !/[\\]|@import/i.test(css) && urlsStayInside(css);
}
