/**
 * Reads the size of every image of the groups, a few files at a time: a thousand files read at once
 * would hold every one of them in memory together.
 */
import { readImageFile, type ImageInspection } from '../imageHeader';
import { runQueue } from '../uploadQueue';
import type { WireframeFileGroup } from './group';
import type { InspectedWireframeGroup } from './plan';

export type ReadImage<F> = (file: F) => Promise<ImageInspection>;

export interface InspectOptions<F> {
  /** How the size is read; the default reads the file's header (imageHeader.ts). */
  readImage?: ReadImage<F>;
  concurrency?: number;
  signal?: AbortSignal;
  /** Progress: files inspected so far, and the total. */
  onProgress?: (done: number, total: number) => void;
}

const CORRUPT: ImageInspection = { ok: false, reason: 'corrupt' };

/** A file whose reader throws (or that is never read, after an abort) counts as a damaged image. */
export async function inspectWireframeGroups<F extends Blob & { name: string }>(
  groups: readonly WireframeFileGroup<F>[],
  options: InspectOptions<F> = {},
): Promise<InspectedWireframeGroup<F>[]> {
  const readImage: ReadImage<F> = options.readImage ?? ((file) => readImageFile(file, file.name));
  const files: F[] = [];
  for (const group of groups) {
    if (group.foreground) files.push(group.foreground);
    if (group.background) files.push(group.background);
  }
  let done = 0;
  const results = await runQueue(files, (file) => readImage(file), {
    concurrency: options.concurrency ?? 8,
    signal: options.signal,
    onSettled: () => options.onProgress?.(++done, files.length),
  });
  const images = new Map<F, ImageInspection>();
  files.forEach((file, i) => {
    const result = results[i]!;
    images.set(file, result.ok ? result.value : CORRUPT);
  });

  return groups.map((group) => {
    const { foreground, background, ...names } = group;
    const inspected: InspectedWireframeGroup<F> = names;
    if (foreground) inspected.foreground = { file: foreground, image: images.get(foreground)! };
    if (background) inspected.background = { file: background, image: images.get(background)! };
    return inspected;
  });
}
