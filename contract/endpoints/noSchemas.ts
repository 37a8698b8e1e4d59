// What `npm run build` reads in place of endpointSchemas.ts: nothing (see there).
export {};
