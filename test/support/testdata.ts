import { fileURLToPath } from 'node:url';

/** The shared third-party test files, read where they lie (beside the repository, on CI too); never copied in. */
export const TESTDATA_DIR = fileURLToPath(new URL('../../../shared/testdata/', import.meta.url));
export const TESTDATA_PSD_DIR = `${TESTDATA_DIR}psd/`;
