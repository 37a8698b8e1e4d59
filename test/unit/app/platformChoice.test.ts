import { describe, expect, it } from 'vitest';
import { addressWithoutChoice, forgetPlatformChoice, hasPlatformChoice, rememberPlatformChoice } from '../../../src/app/platformChoice';
import { mayBeMiniProgramContainer } from '../../../adapters/qianniu/webViewSdk';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('the adapter choice holds for the tab', () => {
  it('keeps ?adapter=mock&fixture=x after a navigation without the query', () => {
    const storage = memoryStorage();
    expect(rememberPlatformChoice('?adapter=mock&fixture=x', storage)).toBe('?adapter=mock&fixture=x');
    expect(rememberPlatformChoice('', storage)).toBe('?adapter=mock&fixture=x');
  });

  it('lets a new explicit choice replace the whole remembered one', () => {
    const storage = memoryStorage();
    rememberPlatformChoice('?adapter=mock&fixture=x&record=1', storage);
    expect(rememberPlatformChoice('?adapter=browser', storage)).toBe('?adapter=browser');
    expect(rememberPlatformChoice('?other=1', storage)).toBe('?adapter=browser');
  });

  it('keeps container=miniapp, so a reload inside the web-view still loads its script', () => {
    const storage = memoryStorage();
    rememberPlatformChoice('?container=miniapp', storage);
    expect(rememberPlatformChoice('', storage)).toBe('?container=miniapp');
  });

  it('survives a corrupt stored value', () => {
    const storage = memoryStorage();
    storage.setItem('pcc.platformChoice', '{broken');
    expect(rememberPlatformChoice('', storage)).toBe('?');
  });

  it('neither takes nor keeps container=miniapp where it is not honoured (a plain top-level tab)', () => {
    const storage = memoryStorage();
    expect(rememberPlatformChoice('?container=miniapp', storage, { containerHonoured: false })).toBe('?');
    expect(rememberPlatformChoice('', storage)).toBe('?');
    // Kept from a frame, then opened top-level in the same tab: not honoured there either.
    rememberPlatformChoice('?container=miniapp&adapter=browser', storage);
    expect(rememberPlatformChoice('', storage, { containerHonoured: false })).toBe('?adapter=browser');
  });

  it('knows when the tab runs on an ?adapter= choice, and forgets it (keeping the container) on the way back', () => {
    const storage = memoryStorage();
    rememberPlatformChoice('?container=miniapp', storage);
    expect(hasPlatformChoice(storage)).toBe(false);
    rememberPlatformChoice('?adapter=qianniu&container=miniapp', storage);
    expect(hasPlatformChoice(storage)).toBe(true);
    forgetPlatformChoice(storage);
    expect(hasPlatformChoice(storage)).toBe(false);
    expect(rememberPlatformChoice('', storage)).toBe('?container=miniapp');
    storage.setItem('pcc.platformChoice', 'null');
    expect(hasPlatformChoice(storage)).toBe(false);
  });
});

describe('where ?container=miniapp may hold', () => {
  const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
  const topLevel = (userAgent: string) => {
    const win = { navigator: { userAgent } } as { parent: unknown; navigator: { userAgent: string } };
    win.parent = win;
    return win as unknown as Window;
  };

  it('in a frame, or in a web-view whose user agent names a client', () => {
    expect(mayBeMiniProgramContainer({ parent: {} as Window, navigator: { userAgent: chrome } as Navigator })).toBe(true);
    for (const mark of ['AliApp(QN/9.8.0)', 'AliApp(TB/10.30.0)', 'AlipayClient/10.5.0', 'MiniProgram']) {
      expect(mayBeMiniProgramContainer(topLevel(`${chrome} ${mark}`)), mark).toBe(true);
    }
  });

  it('never in a plain top-level browser tab', () => {
    expect(mayBeMiniProgramContainer(topLevel(chrome))).toBe(false);
  });
});

describe('addressWithoutChoice', () => {
  it('takes out the choices 自动识别环境 forgets and keeps the rest of the address', () => {
    expect(addressWithoutChoice('http://x/app/setting?adapter=qianniu&fixture=f&record=1&shopId=3#top')).toBe('/app/setting?shopId=3#top');
    expect(addressWithoutChoice('http://x/app/setting?container=miniapp&adapter=mock')).toBe('/app/setting?container=miniapp');
  });
});
