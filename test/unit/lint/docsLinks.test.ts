// The README points a newcomer into docs/, and the docs into each other and the code: a file moved or renamed
// leaves a link that leads nowhere. Every relative link of the repository's Markdown files (the README,
// ARCHITECTURE.md, docs/, ROUTES.md, fixtures/) names a file or folder of the repository, and a link to a
// heading of a Markdown file names one it has.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Folders that hold no page of ours: dependencies, builds, test output. */
const NOT_OURS = new Set(['.git', 'node_modules', 'dist', 'dist-qa', 'dist-bench', 'dist-miniapp', 'test-results']);

/** Every Markdown file of the repository (README, ARCHITECTURE, docs/, ROUTES.md, fixtures/), relative to it. */
function markdownFiles(folder = ''): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return NOT_OURS.has(entry.name) ? [] : markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const pages = markdownFiles();

/** The targets of a page's inline links `[text](target)`, outside code blocks and code spans. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^()\s]+)\)/g)].map((match) => match[1]!);
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorsOf = (markdown: string) =>
  new Set(
    markdown
      .replace(/^```[\s\S]*?^```/gm, '')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => anchorOf(line.replace(/^#+ /, ''))),
  );

/** What is wrong with one link of `page`, or null: an address elsewhere is not checked. */
function brokenLink(page: string, target: string): string | null {
  if (/^[a-z]+:/i.test(target)) return null;
  const [path = '', anchor] = target.split('#');
  const file = path === '' ? join(ROOT, page) : join(dirname(join(ROOT, page)), decodeURIComponent(path));
  if (!relative(ROOT, file) || relative(ROOT, file).startsWith('..')) return `${target} leaves the repository`;
  if (!existsSync(file)) return `${target}: no such file`;
  if (anchor !== undefined && file.endsWith('.md') && !anchorsOf(readFileSync(file, 'utf8')).has(anchor)) return `${target}: no such heading`;
  return null;
}

describe('links of the README, docs/ and the other Markdown files', () => {
  it('reads links and anchors as GitHub does', () => {
    expect(linkTargets('[a](docs/a.md) `[b](not/a/link.md)` and [`c`](c.ts)\n```\n[d](in/code.md)\n```')).toEqual(['docs/a.md', 'c.ts']);
    expect(anchorOf("The bulk download's speed and memory, as `npm run bench` prints them")).toBe('the-bulk-downloads-speed-and-memory-as-npm-run-bench-prints-them');
    expect(anchorOf('The mini-program: from upload to sellers')).toBe('the-mini-program-from-upload-to-sellers');
    expect(anchorOf('定制N张: what is printed from a file')).toBe('定制n张-what-is-printed-from-a-file');
  });

  it('finds a missing file, a missing heading and a way out of the repository', () => {
    expect(brokenLink('README.md', 'docs/testing.md#testing')).toBeNull();
    expect(brokenLink('docs/testing.md', '../deploy/nginx.conf')).toBeNull();
    expect(brokenLink('README.md', 'docs/no-such-page.md')).toBe('docs/no-such-page.md: no such file');
    expect(brokenLink('README.md', 'docs/testing.md#no-such-heading')).toBe('docs/testing.md#no-such-heading: no such heading');
    expect(brokenLink('docs/testing.md', '../../elsewhere/notes.md')).toBe('../../elsewhere/notes.md leaves the repository');
    expect(brokenLink('README.md', 'https://example.com/x')).toBeNull();
  });

  it.each(pages)('%s links only to files and headings that exist', (page) => {
    const broken = linkTargets(readFileSync(join(ROOT, page), 'utf8'))
      .map((target) => brokenLink(page, target))
      .filter((problem) => problem !== null);
    expect(broken).toEqual([]);
  });
});
