// Type checks run on TypeScript 7, the native compiler (about half the CPU of 5.9 here: docs/perf/tests.md).
// openapi-typescript (the client generated in server/src/test/client) prints its output with the compiler
// API of TypeScript 5, which 7 no longer ships: it gets TypeScript 5 as a dependency of its own instead of
// sharing the workspace's as a peer.
module.exports = {
  hooks: {
    readPackage(pkg) {
      if (pkg.name === 'openapi-typescript') {
        delete pkg.peerDependencies?.typescript;
        pkg.dependencies = { ...pkg.dependencies, typescript: '5.9.3' };
      }
      return pkg;
    },
  },
};
