// Builds content/vendor/react.js: React 19 and react-dom/client as one
// minified ES module (production build), for the React reference solutions,
// which have no build step of their own.
//
// Usage (from the repository root): node content/vendor/build-react.mjs
// It uses the Vite and React already installed in web/node_modules.
import { fileURLToPath } from "node:url";
import path from "node:path";
import { createRequire } from "node:module";

const here = path.dirname(fileURLToPath(import.meta.url));
const webDir = path.resolve(here, "../../web");
const require = createRequire(path.join(webDir, "package.json"));
const { build } = await import(require.resolve("vite"));
const reactVersion = require("react/package.json").version;

// The entry is virtual (never written to disk) so that nothing but this
// script needs committing; Vite wants an absolute path for a library entry.
const ENTRY_ID = path.join(here, "react-entry.virtual.js");
const entrySource = `
import React from "react";
export default React;
export {
  Children, Component, Fragment, PureComponent, StrictMode, Suspense,
  cloneElement, createContext, createElement, createRef, forwardRef,
  isValidElement, lazy, memo, startTransition, use, useActionState,
  useCallback, useContext, useDebugValue, useDeferredValue, useEffect,
  useId, useImperativeHandle, useInsertionEffect, useLayoutEffect, useMemo,
  useOptimistic, useReducer, useRef, useState, useSyncExternalStore,
  useTransition, version,
} from "react";
export { createRoot, hydrateRoot } from "react-dom/client";
export { createPortal, flushSync } from "react-dom";
`;

await build({
  root: webDir,
  configFile: false,
  logLevel: "warn",
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  plugins: [
    {
      name: "frontloop-react-entry",
      resolveId: (id) => (id === ENTRY_ID ? ENTRY_ID : null),
      load: (id) => (id === ENTRY_ID ? entrySource : null),
    },
  ],
  build: {
    outDir: here,
    emptyOutDir: false, // the folder also holds this script and the README
    minify: true,
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: ENTRY_ID,
      formats: ["es"],
      fileName: () => "react.js",
    },
    rollupOptions: {
      // Vite keeps whitespace in ES library builds; ask Rolldown for a full minify.
      // postBanner is added after minifying, so the licence line survives.
      output: {
        minify: true,
        postBanner: `/*! React ${reactVersion} and react-dom/client, MIT licence, (c) Meta Platforms, Inc. and affiliates. Built by content/vendor/build-react.mjs */`,
      },
    },
  },
});
console.log(`wrote ${path.join(here, "react.js")} (React ${reactVersion})`);
