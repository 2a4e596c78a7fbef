import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { createAppRouter } from './app/router'
import './index.css'

const router = createAppRouter()
const root = createRoot(document.getElementById('root')!)

// The first render is a transition, so React renders the app in short
// slices and yields to the browser between them instead of blocking the
// main thread for one long task while the page loads (Total Blocking Time).
startTransition(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
})
