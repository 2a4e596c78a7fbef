import { createElement, lazy, useState, type ComponentType } from 'react'

/** A page component whose code loads on demand, and can be asked to load ahead. */
export interface LazyPage<P extends object> {
  (props: P): ReturnType<typeof createElement>
  /** Downloads and runs the page's module; resolves once it can render without suspending. */
  preload: () => Promise<void>
}

/**
 * React.lazy for a named export, plus `preload`. A page whose module was
 * preloaded renders at once instead of suspending: the first page of a
 * visit (preloaded before the app's first render) then shows in that
 * render, with no spinner and no wait for React to reveal it, and its data
 * requests start sooner.
 */
export function lazyPage<
  M extends Record<string, unknown>,
  K extends keyof M,
  P extends object = object,
>(load: () => Promise<M>, name: K): LazyPage<P> {
  let loaded: ComponentType<P> | null = null
  const preload = async () => {
    const module = await load()
    loaded = module[name] as ComponentType<P>
  }
  const Suspending = lazy(async () => {
    await preload()
    return { default: loaded as ComponentType<P> }
  })

  function Page(props: P) {
    // Fixed for the life of this element: switching from the lazy wrapper
    // to the loaded component would remount the page and lose its state.
    const [ready] = useState(() => loaded)
    return ready ? createElement(ready, props) : createElement(Suspending, props)
  }
  Page.preload = preload
  return Page
}
