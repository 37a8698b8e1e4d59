/**
 * Reports an error as uncaught without stopping the caller: one failing listener must not keep the others
 * from running. setTimeout rather than queueMicrotask, which the mini-program's JS engine is not known to have.
 */
export function reportLater(error: unknown): void {
  setTimeout(() => {
    throw error;
  }, 0);
}
