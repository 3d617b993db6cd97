import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { renderGate } from "./render-gate.mjs";

/** An answer as the gate sees one: it ends ('finish') or its connection closes ('close'). */
const answer = () => new EventEmitter();

describe("renderGate", () => {
  it("renders at most `concurrent` pages at once; the next start in the order they came as places free up", () => {
    const gate = renderGate({ concurrent: 2 });
    const started = [];
    const answers = Array.from({ length: 5 }, answer);
    answers.forEach((res, n) => expect(gate.enter(res, () => started.push(n))).toBe(true));
    expect(started).toEqual([0, 1]);
    expect(gate.active()).toBe(2);
    expect(gate.waiting()).toBe(3);

    answers[1].emit("finish");
    expect(started).toEqual([0, 1, 2]);
    // An answer's close after its finish frees nothing twice.
    answers[1].emit("close");
    expect(started).toEqual([0, 1, 2]);
    expect(gate.active()).toBe(2);

    answers[0].emit("close");
    answers[2].emit("finish");
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(gate.waiting()).toBe(0);
  });

  it("does not render for a visitor who gave up while waiting", () => {
    const gate = renderGate({ concurrent: 1 });
    const started = [];
    const answers = Array.from({ length: 3 }, answer);
    answers.forEach((res, n) => gate.enter(res, () => started.push(n)));
    answers[1].emit("close");
    expect(gate.waiting()).toBe(1);
    answers[0].emit("finish");
    expect(started).toEqual([0, 2]);
  });

  it("refuses past its queue, and takes again once there is room", () => {
    const gate = renderGate({ concurrent: 1, queued: 2 });
    const first = answer();
    expect(gate.enter(first, () => {})).toBe(true);
    expect(gate.enter(answer(), () => {})).toBe(true);
    expect(gate.enter(answer(), () => {})).toBe(true);
    expect(gate.enter(answer(), () => {})).toBe(false);
    first.emit("finish");
    expect(gate.enter(answer(), () => {})).toBe(true);
  });

  it("frees a place after `holdMs` when an answer is read too slowly to end", async () => {
    const gate = renderGate({ concurrent: 1, holdMs: 20 });
    const started = [];
    gate.enter(answer(), () => started.push("slow reader"));
    gate.enter(answer(), () => started.push("next"));
    expect(started).toEqual(["slow reader"]);
    await new Promise((r) => setTimeout(r, 60));
    expect(started).toEqual(["slow reader", "next"]);
  });

  it("is off at 0: every render starts at once", () => {
    const gate = renderGate({ concurrent: 0 });
    const started = [];
    for (let n = 0; n < 100; n++) gate.enter(answer(), () => started.push(n));
    expect(started).toHaveLength(100);
  });
});
