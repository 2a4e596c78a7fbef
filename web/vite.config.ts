import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { deferAppCode } from './build/defer-app-code.ts'
import { inlineEntryCss } from './build/inline-entry-css.ts'

// The Rust server serves the API and the built app from one origin; in
// development Vite proxies the API and uploaded media to it.
const backend = 'http://127.0.0.1:8080'

const src = fileURLToPath(new URL('./src', import.meta.url))

// react-router's package exports point at its development build, which keeps
// dev-only warnings (ENABLE_DEV_WARNINGS = true). Its production build is
// the same code with them off; using it trims the shell's JavaScript.
const reactRouterProduction = {
  'react-router/dom': fileURLToPath(
    new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
  ),
  'react-router': fileURLToPath(
    new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
}

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), tailwindcss(), inlineEntryCss(), deferAppCode()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${src}/` },
      ...(command === 'build' && mode === 'production'
        ? Object.entries(reactRouterProduction).map(([name, file]) => ({
            find: new RegExp(`^${name}$`),
            replacement: file,
          }))
        : []),
    ],
  },
  server: {
    proxy: {
      '/api': backend,
      '/media': backend,
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // dist/.vite/manifest.json: maps source modules to their hashed chunks
    // (read by scripts/check-bundle-size.mjs).
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // One stable chunk for the libraries every page needs, so the
        // shell's size does not depend on how the pages happen to share
        // them. react-hot-toast stays out: it loads when the page is idle.
        advancedChunks: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
  },
}))
