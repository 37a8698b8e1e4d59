// @vitest-environment happy-dom
// A production build without CUTOUT_HOST has no cutout host: it must not send tasks and their tokens to the dev
// stand-in's path on the admin API, and the AI抠图 button says why it is disabled.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlatformAdapter } from '../../../adapters/types';
import { createCutoutTask, cutoutAvailable, cutoutHostBase } from '../../../src/api/aiCutout';
import { createDesignerStore } from '../../../src/features/designer/model';
import { CutoutSection } from '../../../src/features/designer/panels/CutoutSection';
import { DesignerStoreProvider } from '../../../src/features/designer/designerStoreContext';
import { LocalImages } from '../../../src/features/designer/session/localImages';
import { PlatformProvider } from '../../../src/ui/platformContext';
import { layer, state } from '../designer/fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Defines = { __DEV_TOOLS__: boolean; __CUTOUT_HOST__?: string };
const defines = globalThis as unknown as Defines;

function build(devTools: boolean, cutoutHost: string | undefined): void {
  defines.__DEV_TOOLS__ = devTools;
  if (cutoutHost === undefined) delete defines.__CUTOUT_HOST__;
  else defines.__CUTOUT_HOST__ = cutoutHost;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  build(true, undefined);
  vi.restoreAllMocks();
});

function renderImageLayerSection(): HTMLButtonElement {
  const image = layer('a');
  const store = createDesignerStore(state([image], ['a']));
  const host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  const platform = { adapter: {} as PlatformAdapter, recorder: null };
  act(() =>
    root!.render(
      <PlatformProvider platform={platform}>
        <DesignerStoreProvider store={store}>
          <CutoutSection layer={image} images={new LocalImages()} />
        </DesignerStoreProvider>
      </PlatformProvider>,
    ),
  );
  return [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === 'AI抠图') as HTMLButtonElement;
}

describe('the cutout host of a build', () => {
  it('is CUTOUT_HOST when set, in any build', () => {
    build(false, 'https://cutout.example.com');
    expect(cutoutHostBase()).toBe('https://cutout.example.com');
    expect(cutoutAvailable()).toBe(true);
  });

  it("is the dev API's stand-in only where the dev tools are (dev server, QA build)", () => {
    build(true, '');
    expect(cutoutHostBase()).toBe('/api/cutout_host');
  });

  it('is none in a production build without CUTOUT_HOST: a task is never sent anywhere', async () => {
    build(false, '');
    expect(cutoutHostBase()).toBeNull();
    expect(cutoutAvailable()).toBe(false);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const input = { imageUrl: '/a.png', type: 'common', fileName: 'a.png', fileSize: 1, width: 1, height: 1, outputImageFormat: 'png', token: 't' } as const;
    await expect(createCutoutTask(input)).rejects.toThrow('未配置抠图服务，暂不能使用AI抠图');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('disables AI抠图 with the reason in such a build, and enables it where there is a host', () => {
    build(false, '');
    expect(renderImageLayerSection().disabled).toBe(true);
    expect(document.body.textContent).toContain('未配置抠图服务，暂不能使用AI抠图');
    act(() => root?.unmount());
    document.body.innerHTML = '';
    build(false, 'https://cutout.example.com');
    expect(renderImageLayerSection().disabled).toBe(false);
    expect(document.body.textContent).not.toContain('未配置抠图服务');
  });
});
