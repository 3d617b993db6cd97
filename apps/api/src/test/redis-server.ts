/**
 * A real redis-server for tests (Debian's redis-server 7; Valkey takes the same flags): in memory only, on
 * 127.0.0.1 at REDIS_TEST_PORT (6391 unless set). `kill()` is a kill -9; `start()` brings it back on the same
 * port, empty.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { connect } from "node:net";

export type TestRedis = {
  url: string;
  port: number;
  /** Starts (again) on the same port and resolves once it accepts connections. */
  start: () => Promise<void>;
  /** kill -9, as a crash would. */
  kill: () => Promise<void>;
};

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

export function testRedis(port = Number(process.env.REDIS_TEST_PORT || 6391)): TestRedis {
  let child: ChildProcess | undefined;
  let output = "";
  const server: TestRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    start: async () => {
      if (await answers(port)) throw new Error(`Port ${port} is taken; set REDIS_TEST_PORT to a free one`);
      output = "";
      const proc = spawn(
        "redis-server",
        ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        { stdio: ["ignore", "pipe", "pipe"] },
      );
      child = proc;
      proc.stdout!.on("data", (c: Buffer) => (output += c.toString()));
      proc.stderr!.on("data", (c: Buffer) => (output += c.toString()));
      for (let i = 0; i < 200; i++) {
        if (proc.exitCode !== null) throw new Error(`redis-server exited: ${output}`);
        if (await answers(port)) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`redis-server did not listen on ${port}: ${output}`);
    },
    kill: async () => {
      const proc = child;
      child = undefined;
      if (!proc || proc.exitCode !== null) return;
      const exited = new Promise((resolve) => proc.once("exit", resolve));
      proc.kill("SIGKILL");
      await exited;
    },
  };
  return server;
}
