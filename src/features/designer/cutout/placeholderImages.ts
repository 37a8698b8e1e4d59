/**
 * The placeholder images this page knows, by id: what a cutout layer shows on the canvas instead of its own
 * image (its `aiCutoutPlaceholderImageType` names one), kept in step by the AI portrait menu and the cutout
 * section, which list them. Placeholders belong to the shop, not to one opening of the designer, so one
 * registry serves them all.
 */
import type { AiCutoutPlaceholderImage } from '../../../../contract/aiCutout';
import { AI_CUTOUT_TYPES } from '../../../../contract/templates';
import { listPlaceholders } from '../../../api/aiCutout';
import type { Layer } from '../model';

class PlaceholderImages {
  private readonly byId = new Map<string, AiCutoutPlaceholderImage>();
  private readonly listeners = new Set<() => void>();
  private loaded: Promise<void> | null = null;

  get(id: string): AiCutoutPlaceholderImage | undefined {
    return this.byId.get(id);
  }

  /** A list the server just answered for a type: it replaces what was known of that type. */
  rememberType(type: AiCutoutPlaceholderImage['aiCutoutType'], list: readonly AiCutoutPlaceholderImage[]): void {
    for (const [id, known] of this.byId) if (known.aiCutoutType === type) this.byId.delete(id);
    for (const image of list) this.byId.set(image.id, image);
    this.notify();
  }

  forget(id: string): void {
    if (this.byId.delete(id)) this.notify();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Every type, once per page (a reopened template names placeholders no panel has listed yet). */
  loadOnce(): void {
    if (this.loaded) return;
    this.loaded = Promise.all(
      AI_CUTOUT_TYPES.map((type) => listPlaceholders(type, { quiet: true }).then((list) => this.rememberType(type, list))),
    ).then(
      () => undefined,
      // Quiet: the canvas then shows the layer's own image; a panel that lists them says what failed.
      () => {
        this.loaded = null;
      },
    );
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

export const placeholderImages = new PlaceholderImages();

/** What the canvas draws for a layer: a cutout layer's placeholder when it has one known, else its own image. */
export function displayUrlOf(layer: Layer): string {
  if (layer.type !== 'AI_CUTOUT' || !layer.aiCutoutPlaceholderImageType) return layer.imageUrl;
  const placeholder = placeholderImages.get(layer.aiCutoutPlaceholderImageType);
  if (placeholder) return placeholder.url;
  placeholderImages.loadOnce();
  return layer.imageUrl;
}
