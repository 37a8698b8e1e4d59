// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DesignDraft } from '../../../src/features/designer/drafts/designDraft';
import { drawDraftPreview } from '../../../src/features/designer/drafts/draftPreview';
import { layer } from './fixtures';

/** Every address an image of the page was given, in order; a load ends when its src is emptied. */
const requested: string[] = [];
/** Each request with how it was made: another origin's file without cookies or the console's address. */
const asked: { address: string; crossOrigin: string | null; referrerPolicy: string }[] = [];

class RecordingImage {
  crossOrigin: string | null = null;
  referrerPolicy = '';
  naturalWidth = 10;
  naturalHeight = 10;
  private stopLoad: ((reason: Error) => void) | null = null;
  set src(address: string) {
    requested.push(address);
    if (address !== '') asked.push({ address, crossOrigin: this.crossOrigin, referrerPolicy: this.referrerPolicy });
    if (address === '') this.stopLoad?.(new Error('stopped'));
  }
  decode(): Promise<void> {
    return new Promise((_loaded, stopped) => {
      this.stopLoad = stopped;
    });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  requested.length = 0;
  asked.length = 0;
});

const fileAt = (n: number) => `${location.origin}/api/files/f${n}/content`;
const draftOf = (imageUrls: string[], imageFileId: string | null = null): DesignDraft => ({
  savedAt: 1,
  templateId: 't1',
  groupId: 'g',
  name: 'n',
  canvas: { width: 500, height: 1000 },
  layers: imageUrls.map((imageUrl, at) => layer(`l${at}`, { imageUrl, imageFileId })),
  images: {},
});

describe('the restore question\'s draft picture (drafts/draftPreview.ts)', () => {
  it('never requests an address that is not the console\'s own', async () => {
    vi.stubGlobal('Image', RecordingImage);
    const gone = new AbortController();
    const drawing = drawDraftPreview(document.createElement('canvas'), draftOf(['http://127.0.0.1:9/x.png', 'javascript:alert(1)', '/api/users/logout', 'data:image/svg+xml,<svg/>', fileAt(1)]), gone.signal);
    expect(requested).toEqual([fileAt(1)]);
    gone.abort();
    await drawing;
  });

  it('loads a stored file another host serves, without cookies or the console\'s address, but never a script or an API call', async () => {
    vi.stubGlobal('Image', RecordingImage);
    const gone = new AbortController();
    const stored = 'https://files.example/f1.png';
    const drawing = drawDraftPreview(document.createElement('canvas'), draftOf([stored, 'javascript:alert(1)', '/api/users/logout'], 'f1'), gone.signal);
    expect(asked).toEqual([{ address: stored, crossOrigin: 'anonymous', referrerPolicy: 'no-referrer' }]);
    gone.abort();
    await drawing;
  });

  it('loads a few pictures at a time, and stops them all when the question closes', async () => {
    vi.stubGlobal('Image', RecordingImage);
    const gone = new AbortController();
    const drawing = drawDraftPreview(document.createElement('canvas'), draftOf(Array.from({ length: 40 }, (_, n) => fileAt(n))), gone.signal);
    const started = [...requested];
    expect(started.length).toBeLessThan(10);
    gone.abort();
    await drawing;
    // Those under way were stopped (their src emptied); none of the others was ever asked for.
    expect(requested).toEqual([...started, ...started.map(() => '')]);
  });
});
