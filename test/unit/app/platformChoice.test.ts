import { describe, expect, it } from 'vitest';
import { rememberPlatformChoice } from '../../../src/app/platformChoice';

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
});
