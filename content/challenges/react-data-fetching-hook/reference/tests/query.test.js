// Tests for useQuery: deduplication, stale-while-revalidate, aborting on
// unmount, race conditions, retries, garbage collection and focus refetching,
// with fake timers and a mocked fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import React from "react";
import { QueryCache, hashKey, useQuery } from "../query.js";

/** A fetch whose responses the test settles by hand; it honours AbortSignal. */
function mockFetch() {
  const calls = [];
  const fetch = vi.fn(
    (url, { signal } = {}) =>
      new Promise((resolve, reject) => {
        signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        calls.push({
          url,
          signal,
          respond: (body) => resolve({ ok: true, status: 200, json: async () => body }),
          fail: () => reject(new TypeError("Failed to fetch")),
        });
      }),
  );
  vi.stubGlobal("fetch", fetch);
  return { fetch, calls };
}

const getRepo = ({ signal, key }) => fetch(`/repos/${key[1]}`, { signal }).then((r) => r.json());
const flush = () => act(async () => {});

let cache;
beforeEach(() => {
  vi.useFakeTimers();
  cache = new QueryCache();
});
afterEach(() => {
  cleanup(); // unmount, so no earlier test's cache is still subscribed
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("hashKey", () => {
  it("ignores the order of object keys", () => {
    expect(hashKey(["repo", { owner: "a", name: "b" }])).toBe(hashKey(["repo", { name: "b", owner: "a" }]));
  });
});

describe("useQuery", () => {
  it("starts pending, then succeeds with the data", async () => {
    const { calls } = mockFetch();
    const { result } = renderHook(() => useQuery(["repo", "lantern"], getRepo, { cache }));
    expect(result.current.status).toBe("pending");
    await act(async () => calls[0].respond({ name: "lantern" }));
    expect(result.current).toMatchObject({ status: "success", data: { name: "lantern" }, isFetching: false });
  });

  it("deduplicates concurrent requests for the same key", async () => {
    const { fetch, calls } = mockFetch();
    function Name({ id }) {
      const q = useQuery(["repo", "lantern"], getRepo, { cache });
      return React.createElement("p", { "data-testid": id }, q.status === "success" ? q.data.name : "…");
    }
    render(React.createElement(React.Fragment, null, React.createElement(Name, { id: "a" }), React.createElement(Name, { id: "b" })));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => calls[0].respond({ name: "lantern" }));
    expect(screen.getByTestId("a").textContent).toBe("lantern");
    expect(screen.getByTestId("b").textContent).toBe("lantern");
    expect(cache.entries.size).toBe(1);
  });

  it("serves fresh data from the cache and revalidates stale data in the background", async () => {
    const { fetch, calls } = mockFetch();
    const first = renderHook(() => useQuery(["repo", "lantern"], getRepo, { cache }));
    await act(async () => calls[0].respond({ stars: 1 }));
    first.unmount();

    // Younger than staleTime (30 s): returned as is, no request.
    vi.advanceTimersByTime(10_000);
    const second = renderHook(() => useQuery(["repo", "lantern"], getRepo, { cache }));
    expect(second.result.current).toMatchObject({ status: "success", data: { stars: 1 }, isFetching: false });
    expect(fetch).toHaveBeenCalledTimes(1);
    second.unmount();

    // Older: returned at once, and refetched in the background.
    vi.advanceTimersByTime(25_000);
    const third = renderHook(() => useQuery(["repo", "lantern"], getRepo, { cache }));
    expect(third.result.current).toMatchObject({ status: "success", data: { stars: 1 }, isFetching: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    await act(async () => calls[1].respond({ stars: 2 }));
    expect(third.result.current).toMatchObject({ status: "success", data: { stars: 2 }, isFetching: false });
  });

  it("aborts the request when the last subscriber unmounts and discards its result", async () => {
    const { calls } = mockFetch();
    const { unmount } = renderHook(() => useQuery(["repo", "lantern"], getRepo, { cache }));
    unmount();
    expect(calls[0].signal.aborted).toBe(true);
    await flush();
    expect(cache.entries.get(hashKey(["repo", "lantern"])).state.status).toBe("pending");
  });

  it("keeps the request alive while another component still uses the key", async () => {
    const { calls } = mockFetch();
    const a = renderHook(() => useQuery(["repo", "lantern"], getRepo, { cache }));
    const b = renderHook(() => useQuery(["repo", "lantern"], getRepo, { cache }));
    a.unmount();
    expect(calls[0].signal.aborted).toBe(false);
    await act(async () => calls[0].respond({ name: "lantern" }));
    expect(b.result.current.status).toBe("success");
  });

  it("never lets a response for an old key overwrite the current key", async () => {
    // A fetcher that ignores the signal, so the old response does arrive late.
    const pending = {};
    const slow = ({ key }) => new Promise((resolve) => (pending[key[1]] = resolve));
    const { result, rerender } = renderHook(({ name }) => useQuery(["repo", name], slow, { cache }), {
      initialProps: { name: "wick" },
    });
    rerender({ name: "flint" });
    await act(async () => pending.flint({ name: "flint" }));
    await act(async () => pending.wick({ name: "wick" }));
    expect(result.current).toMatchObject({ status: "success", data: { name: "flint" } });
  });

  it("aborts the old key's request when the key changes", () => {
    const { calls } = mockFetch();
    const { rerender } = renderHook(({ name }) => useQuery(["repo", name], getRepo, { cache }), {
      initialProps: { name: "wick" },
    });
    rerender({ name: "flint" });
    expect(calls[0].signal.aborted).toBe(true);
    expect(calls[1].signal.aborted).toBe(false);
  });

  it("retries twice with exponential backoff, then reports the error", async () => {
    const { fetch, calls } = mockFetch();
    const { result } = renderHook(() => useQuery(["repo", "lantern"], getRepo, { cache }));
    await act(async () => calls[0].fail());
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(500)); // first backoff: 500 ms
    expect(fetch).toHaveBeenCalledTimes(2);
    await act(async () => calls[1].fail());
    await act(async () => vi.advanceTimersByTime(999));
    expect(fetch).toHaveBeenCalledTimes(2); // second backoff: 1000 ms
    await act(async () => vi.advanceTimersByTime(1));
    expect(fetch).toHaveBeenCalledTimes(3);
    await act(async () => calls[2].fail());
    expect(result.current.status).toBe("error");
    expect(result.current.error.message).toBe("Failed to fetch");

    // refetch() starts over.
    await act(async () => void result.current.refetch());
    expect(result.current.status).toBe("pending");
    await act(async () => calls[3].respond({ name: "lantern" }));
    expect(result.current.status).toBe("success");
  });

  it("never retries an abort", async () => {
    const { fetch } = mockFetch();
    const { unmount } = renderHook(() => useQuery(["repo", "lantern"], getRepo, { cache }));
    unmount();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("garbage-collects entries without subscribers after 5 minutes", async () => {
    const { calls } = mockFetch();
    const { unmount } = renderHook(() => useQuery(["repo", "lantern"], getRepo, { cache }));
    await act(async () => calls[0].respond({ name: "lantern" }));
    unmount();
    vi.advanceTimersByTime(5 * 60_000 - 1);
    expect(cache.entries.size).toBe(1);
    vi.advanceTimersByTime(1);
    expect(cache.entries.size).toBe(0);
  });

  it("refetches stale, mounted queries when the tab becomes visible again", async () => {
    const { fetch, calls } = mockFetch();
    const { result } = renderHook(() => useQuery(["repo", "lantern"], getRepo, { cache }));
    await act(async () => calls[0].respond({ stars: 1 }));

    vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(fetch).toHaveBeenCalledTimes(1); // still fresh

    vi.advanceTimersByTime(30_000);
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ status: "success", isFetching: true });
  });
});
