import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { RequestError } from "@/lib/request";
import { STALE_MS, useCachedPage } from "./use-cached-page";

/**
 * The grid's page cache, driven as the grid drives it: a key per list state, a server that answers
 * each key with its own page (counting what it was asked), the clock moved instead of waited for.
 */
type Server = { asked: string[]; answer: (key: string) => Promise<string> };

function server(fail: (key: string, n: number) => unknown = () => undefined): Server {
  const asked: string[] = [];
  return {
    asked,
    answer: async (key) => {
      asked.push(key);
      const error = fail(key, asked.filter((k) => k === key).length);
      if (error) throw error;
      return `page ${key}`;
    },
  };
}

const retryable = (error: unknown) => !(error instanceof RequestError && error.status < 500);

function mount(srv: Server, first: string, seed: Record<string, string> = {}) {
  return renderHook(
    ({ key }: { key: string }) =>
      useCachedPage(
        key,
        () => srv.answer(key),
        () => seed[key],
        retryable,
      ),
    { initialProps: { key: first } },
  );
}

/** Lets the fetch's promises settle (and any retry's pause run) under fake timers. */
const settle = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useCachedPage", () => {
  it("answers a seeded key from the seed without asking, as not fetched", async () => {
    const srv = server();
    const { result } = mount(srv, "p0", { p0: "server page" });
    await settle();
    expect(result.current).toMatchObject({ data: "server page", isError: false, isFetchedAfterMount: false });
    expect(srv.asked).toEqual([]);
  });

  it("fetches an unseeded key, then reads it from the cache within 10 s and asks again after", async () => {
    const srv = server();
    const { result, rerender } = mount(srv, "p0", { p0: "server page" });
    rerender({ key: "p1" });
    expect(result.current.data).toBeUndefined();
    await settle();
    expect(result.current).toMatchObject({ data: "page p1", isFetchedAfterMount: true });

    rerender({ key: "p0" });
    await settle(1000);
    rerender({ key: "p1" });
    await settle();
    expect(srv.asked).toEqual(["p1"]);

    await settle(STALE_MS);
    rerender({ key: "p0" });
    // A stale page is shown at once while it is asked for again.
    expect(result.current.data).toBe("server page");
    await settle();
    expect(result.current.data).toBe("page p0");
    expect(srv.asked).toEqual(["p1", "p0"]);
  });

  it("does not ask again when the window regains focus", async () => {
    const srv = server();
    mount(srv, "p1");
    await settle();
    window.dispatchEvent(new Event("focus"));
    document.dispatchEvent(new Event("visibilitychange"));
    await settle(1000);
    expect(srv.asked).toEqual(["p1"]);
  });

  it("tries a server error twice more, 1 s and 2 s apart, then reports it; Try again asks anew", async () => {
    const srv = server((_key, n) => (n <= 3 ? new RequestError(503, "Unavailable") : undefined));
    const { result } = mount(srv, "p1");
    await settle();
    expect(srv.asked).toHaveLength(1);
    await settle(999);
    expect(srv.asked).toHaveLength(1);
    await settle(1);
    expect(srv.asked).toHaveLength(2);
    await settle(2000);
    expect(srv.asked).toHaveLength(3);
    expect(result.current).toMatchObject({ data: undefined, isError: true });

    act(() => result.current.refetch());
    expect(result.current.isError).toBe(false);
    await settle();
    expect(result.current).toMatchObject({ data: "page p1", isError: false });
    expect(srv.asked).toHaveLength(4);
  });

  it("does not retry a refused request (4xx) or a lost connection", async () => {
    for (const error of [new RequestError(400, "Bad filter"), new RequestError(0, "An error occurred")]) {
      const srv = server(() => error);
      const { result, unmount } = mount(srv, "p1");
      await settle(5000);
      expect(srv.asked).toHaveLength(1);
      expect(result.current.isError).toBe(true);
      unmount();
    }
  });

  it("cancels the request of a key the visitor has moved on from", async () => {
    const signals: AbortSignal[] = [];
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) =>
        useCachedPage(
          key,
          (signal) => {
            signals.push(signal);
            return new Promise<string>((resolve, reject) => {
              const timer = setTimeout(() => resolve(`page ${key}`), 500);
              signal.addEventListener("abort", () => {
                clearTimeout(timer);
                reject(new DOMException("aborted", "AbortError"));
              });
            });
          },
          () => undefined,
          retryable,
        ),
      { initialProps: { key: "p1" } },
    );
    rerender({ key: "p2" });
    expect(signals[0]!.aborted).toBe(true);
    await settle(500);
    expect(result.current).toMatchObject({ data: "page p2", isError: false });
  });
});
