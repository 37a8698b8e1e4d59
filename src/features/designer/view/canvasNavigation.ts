/**
 * The canvas's own navigation input, before Leafer sees it: Ctrl (or ⌘) + wheel zooms about the pointer,
 * the wheel alone scrolls (Shift + wheel sideways), and a drag with the middle button, or with the left
 * one while Space is held, pans. A pan's press never reaches Leafer, so it neither selects nor moves a
 * layer. Ctrl (⌘) + 0 fits the canvas in the view again (listenForFitKey). What the input means for the
 * viewport is viewport.ts's; this only reads the DOM.
 */
import { isDialogOpen } from '../../../ui/dialogOpen';
import { matchesShortcut, type Point, type Shortcut } from '../model';

export interface NavigationInput {
  /** Ctrl + wheel: `deltaY` in pixels at `anchor`, a point of the view. */
  wheelZoom(deltaY: number, anchor: Point): void;
  /** A pan by view pixels. */
  pan(dx: number, dy: number): void;
}

const MIDDLE_BUTTON = 1;
const LEFT_BUTTON = 0;

export class CanvasNavigation {
  private spaceHeld = false;
  private pointerOver = false;
  private panning: { pointerId: number; last: Point } | null = null;

  constructor(
    private readonly view: HTMLElement,
    private readonly input: NavigationInput,
    /** A wheel's "page" (deltaMode 2) and the length a wheel line is measured against. */
    private readonly wheelPixels: (delta: number, deltaMode: number, pageLength: number) => number,
  ) {
    view.addEventListener('wheel', this.onWheel, { capture: true, passive: false });
    view.addEventListener('pointerdown', this.onPointerDown, true);
    view.addEventListener('mousedown', this.onMouseDown, true);
    view.addEventListener('pointerenter', this.onPointerEnter);
    view.addEventListener('pointerleave', this.onPointerLeave);
    window.addEventListener('keydown', this.onKeyDown, true);
    window.addEventListener('keyup', this.onKeyUp, true);
    window.addEventListener('blur', this.onBlur);
  }

  destroy(): void {
    this.endPan();
    this.view.removeEventListener('wheel', this.onWheel, true);
    this.view.removeEventListener('pointerdown', this.onPointerDown, true);
    this.view.removeEventListener('mousedown', this.onMouseDown, true);
    this.view.removeEventListener('pointerenter', this.onPointerEnter);
    this.view.removeEventListener('pointerleave', this.onPointerLeave);
    window.removeEventListener('keydown', this.onKeyDown, true);
    window.removeEventListener('keyup', this.onKeyUp, true);
    window.removeEventListener('blur', this.onBlur);
  }

  private readonly onWheel = (event: WheelEvent): void => {
    // The canvas takes every wheel: the page behind must neither scroll nor zoom (Ctrl + wheel).
    event.preventDefault();
    event.stopPropagation();
    const rect = this.view.getBoundingClientRect();
    const dx = this.wheelPixels(event.deltaX, event.deltaMode, rect.width);
    const dy = this.wheelPixels(event.deltaY, event.deltaMode, rect.height);
    if (event.ctrlKey || event.metaKey) {
      this.input.wheelZoom(dy, { x: event.clientX - rect.left, y: event.clientY - rect.top });
      return;
    }
    // A mouse without a sideways wheel scrolls sideways with Shift, as a browser page does.
    if (event.shiftKey && dx === 0) this.input.pan(-dy, 0);
    else this.input.pan(-dx, -dy);
  };

  private readonly onPointerDown = (event: PointerEvent): void => {
    const pans = event.button === MIDDLE_BUTTON || (event.button === LEFT_BUTTON && this.spaceHeld);
    if (!pans || this.panning) return;
    event.preventDefault();
    event.stopPropagation();
    this.panning = { pointerId: event.pointerId, last: { x: event.clientX, y: event.clientY } };
    this.view.dataset.panning = 'true';
    window.addEventListener('pointermove', this.onPointerMove, true);
    window.addEventListener('pointerup', this.onPointerUp, true);
    window.addEventListener('pointercancel', this.onPointerUp, true);
  };

  /** Leafer also listens to mousedown: a pan's press is kept from it too (and a middle click from autoscroll). */
  private readonly onMouseDown = (event: MouseEvent): void => {
    if (!this.panning && event.button !== MIDDLE_BUTTON) return;
    event.preventDefault();
    event.stopPropagation();
  };

  private readonly onPointerMove = (event: PointerEvent): void => {
    if (!this.panning || event.pointerId !== this.panning.pointerId) return;
    event.stopPropagation();
    const { last } = this.panning;
    this.panning.last = { x: event.clientX, y: event.clientY };
    this.input.pan(event.clientX - last.x, event.clientY - last.y);
  };

  private readonly onPointerUp = (event: PointerEvent): void => {
    if (!this.panning || event.pointerId !== this.panning.pointerId) return;
    event.stopPropagation();
    this.endPan();
  };

  private endPan(): void {
    this.panning = null;
    delete this.view.dataset.panning;
    window.removeEventListener('pointermove', this.onPointerMove, true);
    window.removeEventListener('pointerup', this.onPointerUp, true);
    window.removeEventListener('pointercancel', this.onPointerUp, true);
  }

  private readonly onPointerEnter = (): void => {
    this.pointerOver = true;
  };

  private readonly onPointerLeave = (): void => {
    this.pointerOver = false;
  };

  /**
   * Space counts while the pointer is over the canvas, and not in a text field: elsewhere it types a
   * space or presses the focused button. Over the canvas it is kept from the focused button (after a
   * click on 放大, Space would press it again).
   */
  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== ' ' || !this.pointerOver || isTyping(event.target)) return;
    event.preventDefault();
    if (this.spaceHeld) return;
    this.spaceHeld = true;
    this.view.dataset.spacePan = 'true';
  };

  private readonly onKeyUp = (event: KeyboardEvent): void => {
    if (event.key !== ' ' || !this.spaceHeld) return;
    event.preventDefault();
    this.releaseSpace();
  };

  private readonly onBlur = (): void => {
    this.releaseSpace();
  };

  private releaseSpace(): void {
    this.spaceHeld = false;
    delete this.view.dataset.spacePan;
  }
}

/** 适应窗口 by key: Ctrl (⌘) + 0, the key a browser resets its own page zoom with. */
export const FIT_SHORTCUT: Shortcut = { key: '0', mod: true };

/**
 * Listens for Ctrl (⌘) + 0 and fits the canvas to the view; returns the stop. `canvasControls` is an
 * element beside the canvas (the toolbar), to tell the designer's drawer from another one. The browser's own reset of
 * the page zoom is prevented: the merchant asked for the canvas, and a page zoomed to 100% would refit the
 * canvas anyway. The key is left alone in a text field, an open dropdown, under a dialog, and in another
 * drawer over the designer (the batch preview), where the canvas is not what the merchant looks at.
 */
export function listenForFitKey(canvasControls: HTMLElement, fit: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing || event.altKey || !isFitKey(event)) return;
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (target && (isTyping(target) || target.closest('.arco-trigger-popup'))) return;
    const drawer = target?.closest('.arco-drawer');
    if ((drawer && !drawer.contains(canvasControls)) || isDialogOpen()) return;
    event.preventDefault();
    fit();
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}

/** By the key's meaning or, on layouts whose 0 needs Shift (AZERTY), by the key's place. */
function isFitKey(event: KeyboardEvent): boolean {
  if (matchesShortcut(FIT_SHORTCUT, event)) return true;
  return (event.code === 'Digit0' || event.code === 'Numpad0') && (event.ctrlKey || event.metaKey) && !event.shiftKey;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'file'].includes(target.type);
}
