import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The third-party test files (PSDs from open parsers' test suites, real model-name pairs), read where they
 * lie and never copied in: their licences forbid it. `PCC_TESTDATA` names the folder (relative to the
 * repository or absolute); without it there is none, and what needs the files is skipped.
 */
const NAMED = process.env.PCC_TESTDATA ?? '';
export const TESTDATA_DIR = NAMED ? `${resolve(REPO_ROOT, NAMED)}/` : '';
export const TESTDATA_PSD_DIR = `${TESTDATA_DIR}psd/`;
export const TESTDATA_MODELS_DIR = `${TESTDATA_DIR}models/`;

const present = NAMED !== '' && existsSync(TESTDATA_PSD_DIR) && existsSync(TESTDATA_MODELS_DIR);

/**
 * Whether the third-party files are there. When they are not, says in one line what is skipped and why, so
 * a clone standing alone passes and says what it did not try.
 */
export function hasTestdata(what: string): boolean {
  if (!present) console.warn(`Skipped ${what}: no third-party test data${NAMED ? ` at ${TESTDATA_DIR}` : ''} (set PCC_TESTDATA to its folder).`);
  return present;
}
