import { useRoutes } from 'react-router'
import { routes } from './router'

/**
 * The app's routes, for a `<BrowserRouter>`. Declarative routing, not
 * `createBrowserRouter`: the app has no loaders or actions, and the data
 * router's code was a tenth of the shell's JavaScript.
 */
export function AppRoutes() {
  return useRoutes(routes)
}
