// typescript-eslint 8 parses with the TypeScript 4.8–6.0 JavaScript API, which TypeScript 7 (the project's `tsc`)
// no longer has. eslint.config.js imports this first: it points typescript-eslint's `require('typescript')` at the
// TypeScript 6 bundled in @ts-morph/common (a library copy with no `tsc` bin, so `npx tsc` stays TypeScript 7).
// Remove it, and @ts-morph/common, once typescript-eslint supports TypeScript 7.
import Module from 'node:module';

const require = Module.createRequire(import.meta.url);
const typescript6 = require.resolve('@ts-morph/common/dist/typescript.js');
const usesTypeScript6 = /[\\/]node_modules[\\/](typescript-eslint|@typescript-eslint[\\/][^\\/]+|ts-api-utils)[\\/]/;
// Node's CommonJS resolver (undocumented, stable since Node 0.x) is the one hook that covers require() in Node 20.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (request === 'typescript' && usesTypeScript6.test(parent?.filename ?? '')) return typescript6;
  return resolveFilename.call(this, request, parent, ...rest);
};
