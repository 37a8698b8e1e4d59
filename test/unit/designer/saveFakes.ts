/** The browser and the admin API of a save, faked: what was uploaded, baked and sent, in order. */
import type { DesignTemplate } from '../../../contract/templates';
import type { TemplateInput } from '../../../contract/templateBody';
import type { Bake } from '../../../src/features/designer/model';
import type { SaveDeps } from '../../../src/features/designer/save/saveDesign';

/** Where the console under test runs: its object URLs are `blob:http://console.test/…`. */
export const CONSOLE_ORIGIN = 'http://console.test';

/** Uploads are named `file-1`, `file-2`, … in order; a create answers the body with server ids `srv-<uuid>`. */
export function fakeSaveDeps(bakedFiles?: Map<string, string>) {
  const uploads: string[] = [];
  const bakes: Bake[] = [];
  const sent: TemplateInput[] = [];
  const d: SaveDeps = {
    readImage: async (url) => new Blob([url], { type: 'image/png' }),
    origin: CONSOLE_ORIGIN,
    uploadLayerImage: async (_image, fileName) => {
      uploads.push(fileName);
      return `file-${uploads.length}`;
    },
    bakeImage: async (original, bake) => {
      bakes.push(bake);
      return original;
    },
    ...(bakedFiles ? { bakedFiles } : {}),
    exportThumbnail: async () => new Blob(['thumb'], { type: 'image/png' }),
    uploadThumbnail: async () => 'thumb-file',
    createTemplate: async (input) => {
      sent.push(input);
      return { ...input, id: 't1', thumbnail: null, layers: input.layers.map((l) => ({ ...l, id: `srv-${l.uuid}` })) } as unknown as DesignTemplate;
    },
    updateTemplate: async () => {
      throw new Error('not here');
    },
    onConflict: async () => null,
    onGone: async () => false,
  };
  return { d, uploads, bakes, sent };
}
