/**
 * Keyboard shortcuts declared as data: an action's `keyTest` and its line in the shortcut help are both
 * made from the same `Shortcut` list, so the keyboard table of spec 2 §9 is written once.
 */

/** The part of a KeyboardEvent a shortcut looks at. */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  /** Absent counts as not held (events made in tests, the manager's own checks). */
  altKey?: boolean;
  /** `KeyboardEvent.code`: which key was pressed whatever it typed (macOS's Option+A types å). */
  code?: string;
}

export interface Shortcut {
  /** `KeyboardEvent.key`, compared without case (shift turns z into Z). */
  key: string;
  /** Ctrl on Windows, ⌘ on macOS: either one counts (spec 2 §9 "ctrl/meta"). */
  mod?: boolean;
  shift?: boolean;
  /** Alt on Windows, ⌥ Option on macOS. */
  alt?: boolean;
}

/**
 * Modifiers must match exactly: ctrl+z is not z, shift+z is not z, ctrl+r (browser reload) is not r, and
 * alt+a is not the nudge a.
 */
export function matchesShortcut(shortcut: Shortcut, event: KeyLike): boolean {
  return (
    sameKey(shortcut, event) &&
    (event.ctrlKey || event.metaKey) === Boolean(shortcut.mod) &&
    event.shiftKey === Boolean(shortcut.shift) &&
    Boolean(event.altKey) === Boolean(shortcut.alt)
  );
}

/**
 * With Alt, a letter is also recognised by the key's place (`code`): macOS's Option turns A into å and
 * H into ˙, so `key` alone would never match there.
 */
function sameKey(shortcut: Shortcut, event: KeyLike): boolean {
  if (event.key.toLowerCase() === shortcut.key.toLowerCase()) return true;
  return Boolean(shortcut.alt) && /^[a-z]$/i.test(shortcut.key) && event.code === `Key${shortcut.key.toUpperCase()}`;
}

export function keyTestFor(shortcuts: readonly Shortcut[]): (event: KeyLike) => boolean {
  return (event) => shortcuts.some((shortcut) => matchesShortcut(shortcut, event));
}

const KEY_NAMES: Readonly<Record<string, string>> = {
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  Delete: 'Delete',
  Backspace: 'Backspace',
};

/** How a shortcut reads in the help: "Ctrl/⌘ + Shift + Z", "W", "←". Symbols only, no words to translate. */
export function shortcutLabel(shortcut: Shortcut): string {
  const parts: string[] = [];
  if (shortcut.mod) parts.push('Ctrl/⌘');
  if (shortcut.alt) parts.push('Alt/⌥');
  if (shortcut.shift) parts.push('Shift');
  parts.push(KEY_NAMES[shortcut.key] ?? shortcut.key.toUpperCase());
  return parts.join(' + ');
}

/**
 * The keys that open a context menu in any desktop program (Shift + F10, the menu key): the layer menu opens
 * from the keyboard too (WCAG 2.1.1), at the focused layer row or at the selection on the canvas.
 */
export const MENU_SHORTCUTS: readonly Shortcut[] = [
  { key: 'F10', shift: true },
  { key: 'ContextMenu' },
];

export const isMenuKey = keyTestFor(MENU_SHORTCUTS);
