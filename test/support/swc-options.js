// How the tests compile TypeScript: Jest's transform (jest.config.js) and plain Node's
// children (ts-register.js) alike, file by file with SWC, as `tsc` would with this project's
// tsconfig.json: CommonJS, ES2022 with its class fields, legacy decorators and their
// metadata (Nest's injection reads the constructor's parameter types).
module.exports = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};
