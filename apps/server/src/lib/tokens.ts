import crypto from 'node:crypto'

/** 256 random bits, URL-safe. */
export const newToken = () => crypto.randomBytes(32).toString('base64url')

/** Tokens are stored only as their hash, so a leaked table grants nothing. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

export function safeEqual(a: string, b: string) {
  const left = crypto.createHash('sha256').update(a).digest()
  const right = crypto.createHash('sha256').update(b).digest()
  return crypto.timingSafeEqual(left, right)
}
