// Unit tests for useLocalStorage, with the Vitest, React and Testing Library installed in web/.
// Run from the repository root:
//   web/node_modules/.bin/vitest run --configLoader native \
//     --config content/challenges/react-use-local-storage/reference/vitest.config.mjs
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
const webModules = fileURLToPath(new URL("../../../../web/node_modules/", import.meta.url));

export default {
  root: here,
  cacheDir: `${tmpdir()}/frontloop-vitest`, // keep caches out of the content folder
  resolve: {
    alias: [
      { find: "/vendor/react.js", replacement: `${here}tests/react-shim.js` },
      // This folder has no node_modules of its own: borrow web's.
      { find: /^(react|react-dom|@testing-library\/react|vitest)(\/.*)?$/, replacement: `${webModules}$1$2` },
    ],
  },
  test: {
    environment: "jsdom",
    include: ["tests/**/*.test.js"],
  },
};
