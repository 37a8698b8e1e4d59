// The bytes behind a stored file, wherever they are: in the store, in a seeded binary fixture not read yet
// (fonts and font previews, StoredFile.source), or in the simulated marketplace cloud. Browser-safe: the
// only reader here is fetch; Node's (fs) lives in nodeMiddleware.ts and is passed in.
import type { DevEnv } from '../context';
import { HttpError } from '../http/http';
import { cloudFileIdOf } from './marketplaceUrls';
import type { DevState } from '../state';
import type { SeedFileReader, StoredFile } from '../types';

/** The browser's reader: the source is the asset URL rspack emitted for the fixture, same origin as the page. */
export const fetchSeedFile: SeedFileReader = async (href) => {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};

/**
 * One read per source for the life of the dev API, reset() included (the fixtures do not change under
 * it); a failed read is forgotten so the next request tries again. `reader()` is asked at each new read,
 * so a reader installed later (createNodeMiddleware) takes effect.
 */
export function seedFileCache(reader: () => SeedFileReader): (href: string) => Promise<Uint8Array> {
  const reads = new Map<string, Promise<Uint8Array>>();
  return (href) => {
    let read = reads.get(href);
    if (!read) {
      read = reader()(href);
      reads.set(href, read);
      read.catch(() => reads.delete(href));
    }
    return read;
  };
}

/**
 * The file's bytes, reading a seeded fixture on first use (and keeping them in the store). A marketplace
 * file's bytes are found when its URL is the simulated cloud's (/api/__dev/cloud_files/<id>, by that id) and
 * the cloud holds them; for a real marketplace URL there are none to read: undefined.
 */
export async function bytesOf(file: StoredFile, state: DevState, env: DevEnv): Promise<Uint8Array | undefined> {
  if (file.source !== undefined) {
    if (file.bytes.byteLength === 0) {
      try {
        file.bytes = await env.readSeedFile(file.source);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new HttpError(500, 'SEED_FILE_UNREADABLE', `种子文件读取失败: ${file.fileName} (${file.source}): ${reason}`);
      }
    }
    return file.bytes;
  }
  if (file.url !== undefined) {
    const cloudFileId = cloudFileIdOf(file.url);
    return cloudFileId !== undefined ? state.cloudFiles.get(cloudFileId)?.bytes : undefined;
  }
  return file.bytes;
}

/** Bytes when we have them, else the size the client declared for a marketplace file, else undefined. */
export async function sizeOf(file: StoredFile, state: DevState, env: DevEnv): Promise<number | undefined> {
  const bytes = await bytesOf(file, state, env);
  return bytes ? bytes.byteLength : file.fileSize;
}
