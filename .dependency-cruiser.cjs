// The module boundary of apps/server (docs/ARCHITECTURE.md, "Modules"). Run by `npm run lint:deps`
// (part of `npm test`). A module is a folder under apps/server/src/modules; its console/ folder
// is part of it.
//
// Type-only imports obey the same rule: a type another module needs is part of its public entry,
// so it is re-exported through index.ts like a function. Tests (*.test.ts) and the fixtures in
// apps/server/src/test may reach inside a module to build and inspect state, so they are not
// cruised at all. Module-level cycles are checked by .dependency-cruiser-cycles.cjs.
const MODULES = "^apps/server/src/modules/";
const ENTRY = "^apps/server/src/modules/[^/]+/index\\.ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "module-through-entry",
      comment:
        "A module reaches another module only through that module's index.ts, never its repositories or other files.",
      severity: "error",
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, ENTRY] },
    },
    {
      name: "app-through-entry",
      comment:
        "The code that composes the app (app.ts, main.ts, app-context.ts, http/, db/, jobs/, realtime/) uses a module through its index.ts too.",
      severity: "error",
      from: { path: "^apps/server/src/", pathNot: MODULES },
      to: { path: MODULES, pathNot: ENTRY },
    },
  ],
  options: {
    exclude: { path: ["\\.test\\.ts$", "^apps/server/src/test/"] },
    doNotFollow: { path: "node_modules" },
    // The repository's compiler settings, for the explicit `.ts` extensions in imports.
    tsConfig: { fileName: "tsconfig.base.json" },
    // Count `import type` too, so a type reaching into another module is caught.
    tsPreCompilationDeps: true,
  },
};
