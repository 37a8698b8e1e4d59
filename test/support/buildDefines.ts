// What rspack's DefinePlugin writes into the dev server's and the QA build's code, as globals for the code
// under test (vitest's own `define` is not applied in the node environment).
Object.assign(globalThis, { __DEV_TOOLS__: true, __API_BASE__: '' });
