/**
 * Opens an archive with real tools, as a factory's PC would: Debian's `unzip -t` tests every entry's CRC,
 * Python's zipfile lists names, methods, flags and the bytes (hashed).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ZipEntryInfo {
  name: string;
  /** 0 = stored. */
  method: number;
  /** The language encoding flag (bit 11): names are UTF-8. */
  utf8: boolean;
  size: number;
  sha256: string;
}

// One process for any number of archives: a Python start is the slow part on a loaded machine.
const LIST_SCRIPT = `
import hashlib, json, sys, zipfile
archives = []
for path in sys.argv[1:]:
    with zipfile.ZipFile(path) as z:
        bad = z.testzip()
        out = [{"name": i.filename, "method": i.compress_type, "utf8": bool(i.flag_bits & 0x800), "size": i.file_size,
                "sha256": hashlib.sha256(z.read(i)).hexdigest()} for i in z.infolist()]
    archives.append({"path": path, "bad": bad, "entries": out})
print(json.dumps(archives))
`;

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Writes the archive to a temporary file and returns its path. */
export function writeTempZip(bytes: Uint8Array, name = 'part.zip'): string {
  const path = join(mkdtempSync(join(tmpdir(), 'zip-')), name);
  writeFileSync(path, bytes);
  return path;
}

/** Each archive's entries as Python's zipfile reads them, in order; throws when testzip finds a bad CRC. */
export function listZips(paths: readonly string[]): ZipEntryInfo[][] {
  const archives = JSON.parse(execFileSync('python3', ['-c', LIST_SCRIPT, ...paths], { encoding: 'utf8' })) as {
    path: string;
    bad: string | null;
    entries: ZipEntryInfo[];
  }[];
  return archives.map(({ path, bad, entries }) => {
    if (bad !== null) throw new Error(`zipfile.testzip: bad entry ${bad} in ${path}`);
    return entries;
  });
}

/** The entries as Python's zipfile reads them; throws when testzip finds a bad CRC. */
export function listZip(path: string): ZipEntryInfo[] {
  return listZips([path])[0]!;
}

/** `unzip -t`: exit code and output (0 = every entry's data and CRC checked out). */
export function unzipTest(path: string): { status: number | null; output: string } {
  const run = spawnSync('unzip', ['-t', path], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
