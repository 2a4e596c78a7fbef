import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AppRoutes } from './app/app-routes'
import { preloadPage } from './app/router'
import './index.css'

const root = createRoot(document.getElementById('root')!)

// The first render waits for the current page's code (preloaded beside
// this entry by index.html's loader, so usually already here): the page
// then shows in that very render, without a spinner first, replacing the
// first view the server rendered (docs/performance.md). It is a transition, so React renders
// the app in short slices and yields to the browser between them instead
// of blocking the main thread for one long task (Total Blocking Time).
void preloadPage(window.location.pathname).then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>,
    )
  })
})
