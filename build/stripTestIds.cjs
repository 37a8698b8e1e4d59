// @ts-check
// A loader for the production build: takes every `data-testid` attribute out of the JSX it is given, so
// that what ships carries no test hooks (the QA build, which the end-to-end tests drive, keeps them).
// It runs before SWC, on the source text. It understands exactly the forms the code uses:
// data-testid="…", data-testid='…' and data-testid={…} (braces balanced, strings and template
// literals skipped); anything else it leaves, and the production build test then finds it.

const ATTRIBUTE = /\sdata-testid=/g;

/**
 * The index just past the value that starts at `start` (a quoted string or a braced expression), or -1.
 * @param {string} text
 * @param {number} start
 * @returns {number}
 */
function valueEnd(text, start) {
  const first = text[start];
  if (first === '"' || first === "'") {
    const close = text.indexOf(first, start + 1);
    return close === -1 ? -1 : close + 1;
  }
  if (first !== '{') return -1;
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (char === '"' || char === "'" || char === '`') {
      // Skips a string; a template literal's ${…} only holds what the code's test ids use (names).
      const close = text.indexOf(char, i + 1);
      if (close === -1) return -1;
      i = close;
    } else if (char === '{') {
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/**
 * @param {string} source
 * @returns {string}
 */
function stripTestIds(source) {
  let out = '';
  let from = 0;
  for (const match of source.matchAll(ATTRIBUTE)) {
    const index = match.index ?? 0;
    if (index < from) continue;
    const end = valueEnd(source, index + match[0].length);
    if (end === -1) continue;
    out += source.slice(from, index);
    from = end;
  }
  return out + source.slice(from);
}

/**
 * @this {unknown}
 * @param {string} source
 * @returns {string}
 */
function loader(source) {
  return stripTestIds(source);
}

module.exports = loader;
module.exports.stripTestIds = stripTestIds;
