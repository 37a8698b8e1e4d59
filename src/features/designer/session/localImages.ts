/**
 * The merchant's own images before they are uploaded: object URLs and their bytes. Saving uploads the
 * bytes (kind 3) and a draft keeps them; the URLs are revoked when the drawer goes away.
 */
export class LocalImages {
  private readonly images = new Map<string, Blob>();

  /** A new object URL for `image`. */
  add(image: Blob): string {
    const url = URL.createObjectURL(image);
    this.images.set(url, image);
    return url;
  }

  /** Takes over a URL made elsewhere (a restored draft). */
  register(url: string, image: Blob): void {
    this.images.set(url, image);
  }

  get(url: string): Blob | undefined {
    return this.images.get(url);
  }

  /** The bytes behind `url`; a URL we did not make is fetched (same origin, or an object URL still alive). */
  async read(url: string): Promise<Blob> {
    const kept = this.images.get(url);
    if (kept) return kept;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`image ${url}: HTTP ${response.status}`);
    return response.blob();
  }

  revokeAll(): void {
    for (const url of this.images.keys()) URL.revokeObjectURL(url);
    this.images.clear();
  }
}
