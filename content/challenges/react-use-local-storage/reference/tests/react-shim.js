// In tests, "/vendor/react.js" (the browser build) is replaced by this module,
// so the hook and Testing Library share the React installed in web/node_modules.
export * from "react";
export { default } from "react";
export { createRoot } from "react-dom/client";
