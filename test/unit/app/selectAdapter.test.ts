import { describe, expect, it } from 'vitest';
import { selectAdapterKind, type SelectionInput } from '../../../adapters/select';
import manifest from '../../../plugin.manifest.json';

const base: SelectionInput = { search: '', win: {}, parentOrigin: null, trustedOrigins: manifest.hostOrigins };
const qianniuWebView = { my: { postMessage: () => undefined } };

describe('adapter selection at boot', () => {
  it.each<[string, Partial<SelectionInput>, string]>([
    ['a plain page', {}, 'browser'],
    ['?adapter=mock', { search: '?adapter=mock' }, 'mock'],
    ['?adapter=browser inside the web-view', { search: '?adapter=browser', win: qianniuWebView }, 'browser'],
    ['?adapter=qianniu in a plain page', { search: '?adapter=qianniu' }, 'qianniu'],
    ['an unknown ?adapter= value', { search: '?adapter=desktop' }, 'browser'],
    ['the Qianniu web-view (window.my)', { win: qianniuWebView }, 'qianniu'],
    ['a trusted parent frame on localhost', { parentOrigin: 'http://localhost:8080' }, 'qianniu'],
    ['a trusted product domain parent', { parentOrigin: 'https://workbench.kemei-diy.com' }, 'qianniu'],
    ['an untrusted parent frame', { parentOrigin: 'https://evil.example.com' }, 'browser'],
    ['a look-alike parent domain', { parentOrigin: 'https://workbench.kemei-diy.com.evil.example' }, 'browser'],
  ])('%s → %s', (_name, input, expected) => {
    expect(selectAdapterKind({ ...base, ...input })).toBe(expected);
  });
});
