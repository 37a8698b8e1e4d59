// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { overlayShowsRuntimeError } from '../../../adapters/mock/devServerOverlay';
import config from '../../../rspack.config';

type Filter = (error: Error) => boolean;
type Made = { devServer?: { client?: { overlay?: { runtimeErrors?: unknown } } } };
const make = (env: Record<string, unknown>) => (config as unknown as (env: Record<string, unknown>) => Made)(env);

/** What the dev server's client does with the filter: it gets the source text and rebuilds the function from it alone. */
function asTheClientRebuildsIt(filter: unknown): Filter {
  const source = decodeURIComponent(encodeURIComponent(String(filter)));
  return new Function('message', `var callback = ${source}\nreturn callback(message)`) as Filter;
}

const CASES: [string, string, boolean][] = [
  ['the current ResizeObserver loop message', 'ResizeObserver loop completed with undelivered notifications.', false],
  ['it without its full stop', 'ResizeObserver loop completed with undelivered notifications', false],
  ['the older ResizeObserver loop message', 'ResizeObserver loop limit exceeded', false],
  ['it as an uncaught error event', 'Uncaught ResizeObserver loop limit exceeded', false],
  ['a real error', "Cannot read properties of undefined (reading 'name')", true],
  ['an error that only mentions the ResizeObserver loop', 'Saving failed after ResizeObserver loop limit exceeded', true],
  ['another ResizeObserver error', 'ResizeObserver is not defined', true],
  ['an error with no message', '', true],
];

describe('the dev server overlay filter for runtime errors', () => {
  it.each(CASES)('%s: shown %s', (_, message, shown) => {
    expect(overlayShowsRuntimeError(new Error(message))).toBe(shown);
    expect(overlayShowsRuntimeError(message)).toBe(shown);
  });

  it('shows an error event without an error or message', () => {
    expect(overlayShowsRuntimeError(undefined)).toBe(true);
    expect(overlayShowsRuntimeError(null)).toBe(true);
  });

  it('is what the dev server hands its client, and works rebuilt from its source alone', () => {
    const filter = make({}).devServer?.client?.overlay?.runtimeErrors;
    expect(filter).toBe(overlayShowsRuntimeError);
    const rebuilt = asTheClientRebuildsIt(filter);
    for (const [, message, shown] of CASES) expect(rebuilt(new Error(message))).toBe(shown);
  });
});
