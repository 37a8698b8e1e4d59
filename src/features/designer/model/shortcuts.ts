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
}

export interface Shortcut {
  /** `KeyboardEvent.key`, compared without case (shift turns z into Z). */
  key: string;
  /** Ctrl on Windows, ⌘ on macOS: either one counts (spec 2 §9 "ctrl/meta"). */
  mod?: boolean;
  shift?: boolean;
}

/**
 * Modifiers must match exactly: ctrl+z is not z, shift+z is not z, and ctrl+r (browser reload) is not r.
 */
export function matchesShortcut(shortcut: Shortcut, event: KeyLike): boolean {
  return (
    event.key.toLowerCase() === shortcut.key.toLowerCase() &&
    (event.ctrlKey || event.metaKey) === Boolean(shortcut.mod) &&
    event.shiftKey === Boolean(shortcut.shift)
  );
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
  if (shortcut.shift) parts.push('Shift');
  parts.push(KEY_NAMES[shortcut.key] ?? shortcut.key.toUpperCase());
  return parts.join(' + ');
}
