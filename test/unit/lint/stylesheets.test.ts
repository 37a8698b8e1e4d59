// A stylesheet with an unclosed block nests every rule after it, in its own file and in whatever the bundler
// joins to it: a merge once dropped two closing braces of designer.css and unstyled the template grid.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Where the braces of a stylesheet stop balancing (comments and strings left out), or null. */
function unbalancedAt(css: string): number | null {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(["'])(?:\\.|(?!\1).)*\1/g, (s) => ' '.repeat(s.length));
  let depth = 0;
  let line = 1;
  for (const ch of text) {
    if (ch === '\n') line += 1;
    else if (ch === '{') depth += 1;
    else if (ch === '}' && --depth < 0) return line;
  }
  return depth === 0 ? null : line;
}

const stylesheets = execFileSync('git', ['ls-files', '*.css'], { encoding: 'utf8' }).split('\n').filter(Boolean);

describe('stylesheets', () => {
  it('finds an unclosed or an extra brace', () => {
    expect(unbalancedAt('.a { color: red; }\n.b { x: "}" }')).toBeNull();
    expect(unbalancedAt('.a {\n  color: red;\n.b { }')).toBe(3);
    expect(unbalancedAt('.a { }\n}')).toBe(2);
  });

  it.each(stylesheets)('%s closes every block it opens', (path) => {
    expect(unbalancedAt(readFileSync(path, 'utf8'))).toBeNull();
  });
});
