import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with OWASP's recommended cost: 19 MiB, 2 passes. */
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, argon2Options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real verification, for usernames that name no admin, so the answer
 * time does not reveal whether a username exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password that matches nothing');
  await verifyPassword(await dummyHash, password);
  return false;
}
