// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { casePng, truncatedPng } from '../../support/pngFile';

// The <img> that proves a file draws is held here, so the test decides when the read ends.
let drawn: (() => void) | null = null;
vi.mock('../../../src/lib/loadImage', () => ({
  loadImageSize: () => new Promise<void>((resolve) => (drawn = resolve)),
}));

const { ImageSlot } = await import('../../../src/features/catalogue/wireframes/ImageSlot');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

function renderSlot() {
  const calls = { reading: [] as boolean[], changed: 0, errors: [] as string[] };
  const host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <ImageSlot
        label="背景图"
        image={null}
        onChange={() => calls.changed++}
        onError={(message) => calls.errors.push(message)}
        onReading={(reading) => calls.reading.push(reading)}
      />,
    ),
  );
  return calls;
}

function choose(bytes: Buffer): void {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File([new Uint8Array(bytes)], 'bg.png', { type: 'image/png' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  act(() => void input.dispatchEvent(new Event('change', { bubbles: true })));
}

describe('a wireframe image slot says while a chosen file is being read, so that 保存 waits for it', () => {
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
    drawn = null;
  });

  it('reading from the choice until the image is in the slot', async () => {
    const calls = renderSlot();
    choose(casePng(100, 200));
    expect(calls.reading).toEqual([true]);
    await vi.waitFor(() => expect(drawn).not.toBeNull());
    expect(calls.changed).toBe(0);
    await act(async () => drawn!());
    expect(calls.changed).toBe(1);
    expect(calls.reading).toEqual([true, false]);
  });

  it('reading ends with the refusal of a damaged image, which says why', async () => {
    const calls = renderSlot();
    choose(truncatedPng(100, 200));
    await vi.waitFor(() => expect(calls.reading).toEqual([true, false]));
    expect(calls.errors).toEqual(['图片加载失败，请检查图片是否损坏']);
    expect(calls.changed).toBe(0);
  });
});
