import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMiniProgramContainer, loadWebViewSdk, WEB_VIEW_SDK_URL } from '../../../adapters/qianniu/webViewSdk';

interface FakeScript {
  src: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

// A document that records the script instead of fetching it: the test plays the network.
function fakeDocument() {
  const appended: FakeScript[] = [];
  const doc = {
    createElement: () => ({ src: '', onload: null, onerror: null }),
    head: { appendChild: (node: FakeScript) => appended.push(node) },
  } as unknown as Pick<Document, 'createElement' | 'head'>;
  return { doc, lastScript: () => appended[appended.length - 1]! };
}

describe('the web-view script of the mini-program container', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is wanted only when the mini-program opened the console as its container', () => {
    expect(isMiniProgramContainer('?container=miniapp')).toBe(true);
    expect(isMiniProgramContainer('?adapter=qianniu&container=miniapp')).toBe(true);
    expect(isMiniProgramContainer('')).toBe(false);
    expect(isMiniProgramContainer('?container=other')).toBe(false);
    expect(isMiniProgramContainer('?adapter=qianniu')).toBe(false);
  });

  it('loads the container script and resolves true once it ran', async () => {
    vi.useFakeTimers();
    const { doc, lastScript } = fakeDocument();
    const loaded = loadWebViewSdk(doc);
    const script = lastScript();
    expect(script.src).toBe(WEB_VIEW_SDK_URL);
    script.onload?.();
    await expect(loaded).resolves.toBe(true);
  });

  it('resolves false when the script fails, so the console goes on and says it is not in Qianniu', async () => {
    vi.useFakeTimers();
    const { doc, lastScript } = fakeDocument();
    const loaded = loadWebViewSdk(doc);
    lastScript().onerror?.();
    await expect(loaded).resolves.toBe(false);
  });

  it('resolves false when the script never answers, and a late load changes nothing', async () => {
    vi.useFakeTimers();
    const { doc, lastScript } = fakeDocument();
    const loaded = loadWebViewSdk(doc, 3_000);
    const script = lastScript();
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(loaded).resolves.toBe(false);
    script.onload?.();
    await expect(loaded).resolves.toBe(false);
  });
});
