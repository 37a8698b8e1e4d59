/**
 * Past this many uploads the oldest are forgotten, so the host's memory stays bounded however many files
 * a sender uploads; a console deletes a file soon after its upload (a replaced or abandoned one), never
 * thousands of uploads later.
 */
export const MAX_REMEMBERED_UPLOADS = 10_000;

/** The cloud file ids this host page uploaded: the only files its cloudFile.delete may delete. */
export interface UploadedFiles {
  add(fileId: string): void;
  has(fileId: string): boolean;
}

/**
 * One per host page, that is per web-view console: a file id another page, another console or another
 * shop's session uploaded is never in it, so a console cannot delete what it did not upload here.
 */
export function createUploadedFiles(max = MAX_REMEMBERED_UPLOADS): UploadedFiles {
  // A Set keeps insertion order: the first entry is the oldest.
  const ids = new Set<string>();
  return {
    add(fileId) {
      ids.delete(fileId);
      ids.add(fileId);
      while (ids.size > max) ids.delete(ids.values().next().value as string);
    },
    has: (fileId) => ids.has(fileId),
  };
}
