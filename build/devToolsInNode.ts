// The dev server runs the dev API in Node, outside the bundle, where rspack's DefinePlugin writes nothing:
// the endpoint table (contract/endpoints/) reads __DEV_TOOLS__ when its modules load, so this is imported
// before them. Node is never the production console, whose __DEV_TOOLS__ stays what the build defines.
Object.assign(globalThis, { __DEV_TOOLS__: true });
