// How many pages this instance renders at once (issue 30, item 3: memory after an overload). A render
// is CPU work on one thread: 64 renders interleaved finish no sooner than 64 in a row, but each holds
// its React tree, its flight data and its HTML in memory until the last of them ends, so an overload
// grew one instance to ~600 MB and left it above 440 MB a minute later. Past `concurrent` renders the
// next requests wait their turn in order (first come, first served, so the average wait is shorter
// than when all share the CPU); past `queued` waiting, 503 with Retry-After.
//
// A render holds its place until its answer is written (or its connection closes), at most `holdMs`:
// a client that reads its answer slowly keeps its own render's memory, never the others' turn.

/**
 * `enter(res, start)`: runs `start` now or when a place frees up and returns true; false when the
 * queue is full (the caller answers 503). `concurrent` 0 turns the gate off.
 */
export function renderGate({ concurrent, queued = concurrent * 64, holdMs = 10_000 }) {
  let active = 0;
  /** @type {{ res: import("node:http").ServerResponse; start: () => void; gone: boolean }[]} */
  const waiting = [];

  function next() {
    while (active < concurrent && waiting.length > 0) {
      const job = waiting.shift();
      if (!job.gone) run(job);
    }
  }

  function run({ res, start }) {
    active++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(timer);
      active--;
      next();
    };
    const timer = setTimeout(release, holdMs);
    timer.unref();
    res.once("finish", release);
    res.once("close", release);
    start();
  }

  return {
    enter(res, start) {
      if (!concurrent || active < concurrent) {
        if (concurrent) run({ res, start });
        else start();
        return true;
      }
      if (waiting.length >= queued) return false;
      const job = { res, start, gone: false };
      // A visitor who gave up while waiting is not rendered for.
      res.once("close", () => (job.gone = true));
      waiting.push(job);
      return true;
    },
    /** Renders under way and waiting (for tests and metrics). */
    active: () => active,
    waiting: () => waiting.filter((job) => !job.gone).length,
  };
}
