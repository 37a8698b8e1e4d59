import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

/** Spec 3 §9: a lazily loaded screen that has not arrived after 120 s is given up on. */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export class ScreenLoadError extends Error {
  override name = 'ScreenLoadError';
}

export function withTimeout<T>(load: () => Promise<T>, timeoutMs: number = SCREEN_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ScreenLoadError('timeout')), timeoutMs);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new ScreenLoadError(error instanceof Error ? error.message : String(error)));
        },
      );
    });
}

/** A screen, or a part of one (a tab, a dialog), whose code loads when it is first shown; typed as React.lazy is. */
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(withTimeout(load));
}

/**
 * A part of a screen (a dialog) whose code loads when it is first shown, as lazyScreen, and which can be asked
 * for again after a failed load: React.lazy keeps a failure for good, so `retry` starts a new one.
 */
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let current = lazyScreen(load);
  function LazyPart(props: ComponentProps<T>) {
    return createElement(current, props);
  }
  LazyPart.retry = () => {
    current = lazyScreen(load);
  };
  return LazyPart;
}
