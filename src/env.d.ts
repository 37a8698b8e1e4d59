/** Set by rspack's DefinePlugin from API_BASE at build time; '' means the same origin. */
declare const __API_BASE__: string;

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
