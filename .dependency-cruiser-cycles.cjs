// No cycles between apps/server modules (member → session → member and the like), checked on
// the graph of the modules alone: the app's own folders (http/, db/, jobs/) import modules to
// compose the app and are imported by them, which is not a cycle between two domains. Type-only
// imports count. Run by `npm run lint:deps`.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-module-cycle",
      comment: "Two modules must not depend on each other, directly or through others.",
      severity: "error",
      scope: "folder",
      from: { path: "^apps/server/src/modules/[^/]+$" },
      to: { path: "^apps/server/src/modules/[^/]+$", circular: true },
    },
  ],
  options: {
    includeOnly: "^apps/server/src/modules/",
    exclude: { path: "\\.test\\.ts$" },
    doNotFollow: { path: "node_modules" },
    tsConfig: { fileName: "tsconfig.base.json" },
    tsPreCompilationDeps: true,
  },
};
