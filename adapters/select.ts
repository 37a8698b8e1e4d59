import { getMyWebView } from '../bridge/myWebViewTransport';
import { isOriginAllowed } from '../bridge/origins';
import type { AdapterKind } from './types';

const KINDS: readonly AdapterKind[] = ['qianniu', 'browser', 'mock'];

export interface SelectionInput {
  search: string;
  win: unknown;
  /** The origin of the framing parent, when there is one and it can be known. */
  parentOrigin: string | null;
  trustedOrigins: readonly string[];
  /** The kinds this build has (the production build has no mock); default all. */
  available?: readonly AdapterKind[];
}

/**
 * `?adapter=` wins; then the Qianniu web-view (`window.my`) or a trusted parent frame means qianniu;
 * otherwise the plain browser (ARCHITECTURE.md, adapters).
 */
export function selectAdapterKind(input: SelectionInput): AdapterKind {
  const asked = new URLSearchParams(input.search).get('adapter');
  const available = input.available ?? KINDS;
  if (asked && (available as readonly string[]).includes(asked)) return asked as AdapterKind;
  if (getMyWebView(input.win)) return 'qianniu';
  if (input.parentOrigin && isOriginAllowed(input.parentOrigin, input.trustedOrigins)) return 'qianniu';
  return 'browser';
}

/** The parent frame's origin, if this page is framed; ancestorOrigins is Chromium's, the referrer a fallback. */
export function framingParentOrigin(win: Window): string | null {
  if (win.parent === win) return null;
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    return null;
  }
}
