// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { connectTrustedParent } from '../../../adapters/embedded';

const TRUSTED = ['https://myseller.taobao.com'];

/** A page framed by `parentOrigin` (null: the top window), with what it posts to its parent. */
function framedWindow(parentOrigin: string | null) {
  const posted: { message: unknown; targetOrigin: string }[] = [];
  const parent = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) };
  const win = {
    location: { ancestorOrigins: parentOrigin ? [parentOrigin] : [] },
    document: { referrer: '' },
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    parent: null as unknown,
  };
  win.parent = parentOrigin ? parent : win;
  return { win: win as unknown as Window, posted };
}

describe('connectTrustedParent (/has_login, spec 3 §6)', () => {
  it('posts to a trusted parent at its exact origin', () => {
    const { win, posted } = framedWindow('https://myseller.taobao.com');
    const transport = connectTrustedParent(win, TRUSTED);
    transport!.send({ type: 'HAS_LOGIN', hasLogin: false, username: null });
    expect(posted).toEqual([
      { message: { type: 'HAS_LOGIN', hasLogin: false, username: null }, targetOrigin: 'https://myseller.taobao.com' },
    ]);
  });

  it('gives no transport to an untrusted parent', () => {
    const { win, posted } = framedWindow('https://untrusted.example');
    expect(connectTrustedParent(win, TRUSTED)).toBeNull();
    expect(posted).toEqual([]);
  });

  it('gives no transport to a page that is not framed', () => {
    const { win } = framedWindow(null);
    expect(connectTrustedParent(win, TRUSTED)).toBeNull();
  });
});
