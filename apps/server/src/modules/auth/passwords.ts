import argon2 from 'argon2'

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string) {
  return argon2.hash(password, ARGON2_OPTIONS)
}

/** Whether `password` is the account's; an account without one (signed in by a provider) has none. */
export async function verifyPassword(hash: string | null, password: string) {
  if (hash === null) return verifyAgainstDummy(password)
  try {
    return await argon2.verify(hash, password)
  } catch {
    // A malformed stored hash means no password can match it.
    return false
  }
}

let dummyHash: Promise<string> | undefined

/**
 * Verifies against a throwaway hash, so a login for an unknown email takes as long as one for a
 * known email and the answer time does not tell which emails have accounts.
 */
export async function verifyAgainstDummy(password: string) {
  dummyHash ??= hashPassword('not a real password, only used to spend the same time')
  await verifyPassword(await dummyHash, password)
  return false
}
