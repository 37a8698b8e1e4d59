/** Set by rspack's DefinePlugin from API_BASE at build time; '' means the same origin. */
declare const __API_BASE__: string;

/** Set from CUTOUT_HOST at build time: the AI cutout host's base URL; '' means the dev API's stand-in. */
declare const __CUTOUT_HOST__: string;

/**
 * True in the dev server and the QA build (`npm run build:qa`): the mock adapter, recorded fixtures, the host
 * simulator, the 平台调试 screen and the designer's test description. False in `npm run build`, which then
 * leaves all of them out of the bundle.
 */
declare const __DEV_TOOLS__: boolean;

interface ImportMeta {
  webpackContext(
    request: string,
    options: { recursive?: boolean; regExp?: RegExp; mode?: 'sync' | 'lazy' },
  ): {
    keys(): string[];
    (id: string): Promise<unknown> | unknown;
  };
}

declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
