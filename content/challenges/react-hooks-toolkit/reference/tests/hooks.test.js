// Tests for the five hooks with React Testing Library and fake timers,
// including cleanup on unmount.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, renderHook } from "@testing-library/react";
import React, { useRef } from "react";
import { useClickOutside, useDebouncedValue, useInterval, useMediaQuery, usePrevious } from "../hooks.js";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("useDebouncedValue", () => {
  it("returns the new value only after it stops changing for the delay", () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: "a" } });
    rerender({ value: "ab" });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: "abc" }); // restarts the timer
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe("a");
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe("abc");
  });

  it("clears its timer on unmount", () => {
    const clear = vi.spyOn(globalThis, "clearTimeout");
    const { rerender, unmount } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: 1 } });
    rerender({ value: 2 });
    unmount();
    expect(clear).toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("useMediaQuery", () => {
  function mockMatchMedia(initial) {
    const listeners = new Set();
    const mql = {
      matches: initial,
      addEventListener: vi.fn((_, fn) => listeners.add(fn)),
      removeEventListener: vi.fn((_, fn) => listeners.delete(fn)),
    };
    window.matchMedia = vi.fn(() => mql);
    return {
      mql,
      listeners,
      set(matches) {
        mql.matches = matches;
        listeners.forEach((fn) => fn());
      },
    };
  }

  it("returns whether the query matches and follows changes", () => {
    const media = mockMatchMedia(false);
    const { result } = renderHook(() => useMediaQuery("(min-width: 900px)"));
    expect(result.current).toBe(false);
    act(() => media.set(true));
    expect(result.current).toBe(true);
    expect(window.matchMedia).toHaveBeenCalledWith("(min-width: 900px)");
  });

  it("unsubscribes on unmount", () => {
    const media = mockMatchMedia(true);
    const { unmount } = renderHook(() => useMediaQuery("(min-width: 900px)"));
    expect(media.listeners.size).toBe(1);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it("uses the server fallback when rendering on the server", async () => {
    const { renderToString } = await import("react-dom/server");
    function Probe() {
      return React.createElement("p", null, String(useMediaQuery("(min-width: 900px)", { serverFallback: true })));
    }
    expect(renderToString(React.createElement(Probe))).toContain("true");
  });
});

describe("useClickOutside", () => {
  function Menu({ onOutside }) {
    const ref = useRef(null);
    useClickOutside(ref, onOutside);
    return React.createElement(
      "div",
      null,
      React.createElement("div", { ref, "data-testid": "inside" }, React.createElement("button", null, "Inside")),
      React.createElement("p", { "data-testid": "outside" }, "Outside"),
    );
  }

  it("calls the handler for pointerdown outside, not inside", () => {
    const handler = vi.fn();
    const { getByTestId, getByText } = render(React.createElement(Menu, { onOutside: handler }));
    fireEvent.pointerDown(getByText("Inside"));
    fireEvent.pointerDown(getByTestId("inside"));
    expect(handler).not.toHaveBeenCalled();
    fireEvent.pointerDown(getByTestId("outside"));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("calls the latest handler without re-subscribing", () => {
    const add = vi.spyOn(document, "addEventListener");
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, getByTestId } = render(React.createElement(Menu, { onOutside: first }));
    rerender(React.createElement(Menu, { onOutside: second }));
    rerender(React.createElement(Menu, { onOutside: second }));
    expect(add.mock.calls.filter(([type]) => type === "pointerdown")).toHaveLength(1);
    fireEvent.pointerDown(getByTestId("outside"));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("removes its listener on unmount", () => {
    const handler = vi.fn();
    const { unmount } = render(React.createElement(Menu, { onOutside: handler }));
    unmount();
    fireEvent.pointerDown(document.body);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe("useInterval", () => {
  it("calls the latest callback on each tick without restarting the timer", () => {
    const setIntervalSpy = vi.spyOn(globalThis, "setInterval");
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ cb }) => useInterval(cb, 1000), { initialProps: { cb: first } });
    act(() => vi.advanceTimersByTime(1000));
    expect(first).toHaveBeenCalledTimes(1);
    rerender({ cb: second });
    act(() => vi.advanceTimersByTime(1000));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
  });

  it("pauses when the delay is null and resumes when it is a number", () => {
    const cb = vi.fn();
    const { rerender } = renderHook(({ delay }) => useInterval(cb, delay), { initialProps: { delay: 500 } });
    act(() => vi.advanceTimersByTime(1000));
    expect(cb).toHaveBeenCalledTimes(2);
    rerender({ delay: null });
    act(() => vi.advanceTimersByTime(5000));
    expect(cb).toHaveBeenCalledTimes(2);
    rerender({ delay: 500 });
    act(() => vi.advanceTimersByTime(500));
    expect(cb).toHaveBeenCalledTimes(3);
  });

  it("clears the interval on unmount", () => {
    const cb = vi.fn();
    const { unmount } = renderHook(() => useInterval(cb, 100));
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(cb).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("usePrevious", () => {
  it("returns undefined first, then the value from the previous render", () => {
    const { result, rerender } = renderHook(({ value }) => usePrevious(value), { initialProps: { value: 1 } });
    expect(result.current).toBeUndefined();
    rerender({ value: 2 });
    expect(result.current).toBe(1);
    rerender({ value: 3 });
    expect(result.current).toBe(2);
  });
});
