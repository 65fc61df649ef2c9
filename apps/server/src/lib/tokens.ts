import crypto from 'node:crypto'

/** 256 random bits, URL-safe. */
export const newToken = () => crypto.randomBytes(32).toString('base64url')

/** Tokens are stored only as their hash, so a leaked table grants nothing. */
export const hashToken = (token: string) => crypto.hash('sha256', token, 'hex')

/** Compares two secrets in constant time, whatever their lengths. */
export function safeEqual(a: string, b: string) {
  return crypto.timingSafeEqual(crypto.hash('sha256', a, 'buffer'), crypto.hash('sha256', b, 'buffer'))
}
