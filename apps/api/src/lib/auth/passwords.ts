import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): about 30 ms here, long enough to
 * make offline guessing expensive, short enough that sign-in stays instant.
 */
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * A hash no password matches, verified when the account does not exist (or has no password), so an
 * unknown address takes as long to refuse as a wrong password: the answer's timing tells nothing.
 */
let dummy: Promise<string> | undefined;

/** Whether the password matches the stored hash; a missing hash costs the same time and is false. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hash("no account has this password", OPTIONS);
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
