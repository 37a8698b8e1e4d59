/**
 * maxrects-packer 2.7.4's `main` is a UMD file in a package marked "type": "module", which Node (and so vitest and
 * the bench) reads as an ES module exporting nothing; only bundlers that read `module` find its ES build. The
 * layout imports that ES build by its path, which loads the same everywhere, with the package's own types.
 */
declare module 'maxrects-packer/dist/maxrects-packer.mjs' {
  export * from 'maxrects-packer';
}
