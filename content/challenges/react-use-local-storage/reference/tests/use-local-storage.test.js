// Tests for useLocalStorage with React Testing Library: initial read, updates,
// invalid JSON, validation, the storage event, storage that throws, remove()
// and server rendering.
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, renderHook } from "@testing-library/react";
import React from "react";
import { useLocalStorage } from "../use-local-storage.js";

// The hook keeps an in-memory copy per key, so each test uses its own key.
let n = 0;
const freshKey = () => `test-key-${++n}`;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("useLocalStorage", () => {
  it("returns the initial value when nothing is stored, and infers its type", () => {
    const { result } = renderHook(() => useLocalStorage(freshKey(), 16));
    expect(result.current[0]).toBe(16);
  });

  it("reads a stored value once, lazily", () => {
    const key = freshKey();
    localStorage.setItem(key, "20");
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    const { result, rerender } = renderHook(() => useLocalStorage(key, 16));
    rerender();
    rerender();
    expect(result.current[0]).toBe(20);
    expect(getItem.mock.calls.filter(([k]) => k === key)).toHaveLength(1);
  });

  it("writes JSON and accepts a value or an updater, like useState", () => {
    const key = freshKey();
    const { result } = renderHook(() => useLocalStorage(key, 16));
    act(() => result.current[1](18));
    expect(result.current[0]).toBe(18);
    expect(localStorage.getItem(key)).toBe("18");
    act(() => {
      result.current[1]((size) => size + 1);
      result.current[1]((size) => size + 1);
    });
    expect(result.current[0]).toBe(20);
    expect(JSON.parse(localStorage.getItem(key))).toBe(20);
  });

  it("falls back to the initial value for invalid JSON, without throwing", () => {
    const key = freshKey();
    localStorage.setItem(key, "{not json");
    const { result } = renderHook(() => useLocalStorage(key, ["a"]));
    expect(result.current[0]).toEqual(["a"]);
  });

  it("lets validate reject stored data of the wrong shape", () => {
    const key = freshKey();
    localStorage.setItem(key, JSON.stringify("purple"));
    const isTheme = (v) => v === "light" || v === "dark";
    const { result } = renderHook(() => useLocalStorage(key, "light", { validate: isTheme }));
    expect(result.current[0]).toBe("light");
  });

  it("supports custom serialize and deserialize", () => {
    const key = freshKey();
    const options = { serialize: (d) => d.toISOString(), deserialize: (s) => new Date(s) };
    const { result } = renderHook(() => useLocalStorage(key, new Date(0), options));
    act(() => result.current[1](new Date("2026-02-14T09:00:00Z")));
    expect(localStorage.getItem(key)).toBe("2026-02-14T09:00:00.000Z");
    expect(result.current[0].getTime()).toBe(Date.parse("2026-02-14T09:00:00Z"));
  });

  it("keeps two components with the same key in sync", () => {
    const key = freshKey();
    const a = renderHook(() => useLocalStorage(key, 0));
    const b = renderHook(() => useLocalStorage(key, 0));
    act(() => a.result.current[1](5));
    expect(b.result.current[0]).toBe(5);
  });

  it("updates from another tab through the storage event", () => {
    const key = freshKey();
    const { result } = renderHook(() => useLocalStorage(key, "light"));
    act(() => {
      window.dispatchEvent(
        new StorageEvent("storage", { key, newValue: JSON.stringify("dark"), storageArea: localStorage }),
      );
    });
    expect(result.current[0]).toBe("dark");
  });

  it("still updates in memory and calls onError when storage throws", () => {
    const key = freshKey();
    const quota = new DOMException("The quota has been exceeded.", "QuotaExceededError");
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw quota;
    });
    const onError = vi.fn();
    const { result } = renderHook(() => useLocalStorage(key, 16, { onError }));
    expect(() => act(() => result.current[1](22))).not.toThrow();
    expect(result.current[0]).toBe(22);
    expect(onError).toHaveBeenCalledWith(quota);
  });

  it("works when reading storage throws (storage disabled)", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("Access is denied", "SecurityError");
    });
    const { result } = renderHook(() => useLocalStorage(freshKey(), "light"));
    expect(result.current[0]).toBe("light");
  });

  it("remove() deletes the key and resets to the initial value", () => {
    const key = freshKey();
    const { result } = renderHook(() => useLocalStorage(key, 16));
    act(() => result.current[1](21));
    act(() => result.current[2]());
    expect(result.current[0]).toBe(16);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it("returns the initial value on the server without touching storage", async () => {
    const { renderToString } = await import("react-dom/server");
    const key = freshKey();
    localStorage.setItem(key, "22");
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    function Size() {
      const [size] = useLocalStorage(key, 16);
      return React.createElement("p", null, size);
    }
    expect(renderToString(React.createElement(Size))).toContain("16");
    expect(getItem).not.toHaveBeenCalled();
  });
});
