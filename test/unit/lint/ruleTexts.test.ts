// A text that states a rule's number is built from the rule's constant in contract/ and written nowhere else
// (ARCHITECTURE.md "Texts"): the console, the dev API, the tests and the docs name it by its export, so a changed
// limit changes its home and the tests of its behaviour, never a file that only repeats the sentence. The one
// place such a text stands as a literal is test/unit/messages/specTexts.test.ts, where the spec quotes it.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_TOO_LARGE } from '../../../contract/aiCutout';
import { MAX_IMAGE_SIDE } from '../../../contract/imageUpload';
import { imageTooLarge } from '../../../contract/imageUploadTexts';
import { ASSET_TOO_LARGE } from '../../../contract/limits';
import { PRINT_HEIGHT, PRINT_SIZE_TEXTS, PRINT_WIDTH } from '../../../contract/printSize';
import { PRODUCT_MESSAGES } from '../../../contract/products';
import { TEXT_TOO_LONG } from '../../../contract/templateBody';
import { NAME_LIMITS } from '../../support/nameLimits';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The texts contract/ builds from a limit's number (the layer names' is the template names'). */
const BUILT_TEXTS = [...new Set([
  ...NAME_LIMITS.map(([, limit]) => limit.tooLong),
  ASSET_TOO_LARGE,
  PLACEHOLDER_TOO_LARGE,
  TEXT_TOO_LONG,
  imageTooLarge(MAX_IMAGE_SIDE),
  PRINT_SIZE_TEXTS.tooLarge(PRINT_WIDTH),
  PRINT_SIZE_TEXTS.tooLarge(PRINT_HEIGHT),
  PRODUCT_MESSAGES.skusTooMany,
])];

/** Where the spec's own words are pinned: the one literal of a text the spec quotes. */
const SPEC_WORDS = 'test/unit/messages/specTexts.test.ts';

const NOT_OURS = new Set(['.git', 'node_modules', 'dist', 'dist-qa', 'dist-bench', 'dist-miniapp', 'test-results', 'contract']);

/** The repository's sources and pages outside contract/, relative to its root. */
function files(folder = ''): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return NOT_OURS.has(entry.name) ? [] : files(path);
    return /\.(ts|tsx|md)$/.test(entry.name) ? [path] : [];
  });
}

/** `file: text` for each built text a file writes out. */
function repeats(texts: readonly string[], sources: ReadonlyArray<readonly [string, string]>): string[] {
  return sources.flatMap(([path, content]) => texts.filter((text) => content.includes(text)).map((text) => `${path}: ${text}`));
}

describe('texts built from a rule\'s number', () => {
  it('are written out nowhere outside contract/ but where the spec\'s words are pinned', () => {
    expect(BUILT_TEXTS.length).toBeGreaterThan(10);
    const sources = files()
      .filter((path) => path !== SPEC_WORDS)
      .map((path) => [path, readFileSync(join(ROOT, path), 'utf8')] as const);
    expect(sources.length).toBeGreaterThan(500);
    expect(repeats(BUILT_TEXTS, sources)).toEqual([]);
  });

  it('finds a test that writes a limit\'s text out', () => {
    expect(repeats(BUILT_TEXTS, [['x.test.ts', `expect(message).toBe('${ASSET_TOO_LARGE}');`]])).toEqual([`x.test.ts: ${ASSET_TOO_LARGE}`]);
  });
});
