// What `npm run build` reads in place of endpointSchemas.ts (rspack.config.ts): nothing. The production
// console's table has `rules: false`, so no schema it names is ever read there, and none may be bundled.
export {};
