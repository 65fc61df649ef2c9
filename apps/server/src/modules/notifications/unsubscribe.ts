import crypto from 'node:crypto'
import { NotificationKindSchema, type NotificationKind } from '@stepup/contract'

/**
 * The token of a mail's unsubscribe link: the member and the kind, signed with the community's
 * secret, so the link works without a session (RFC 8058 one-click) and names nothing else. It
 * never expires: an old mail's link still stops that kind of mail.
 */
export function unsubscribeToken(secret: string, userId: number, kind: NotificationKind): string {
  const payload = `${userId}.${kind}`
  return `${payload}.${signature(secret, payload)}`
}

/** The member and kind a token names, or undefined when it was not signed with `secret`. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: number; kind: NotificationKind } | undefined {
  const match = /^(\d{1,10})\.(\w{1,40})\.([\w-]{22})$/.exec(token)
  if (!match) return undefined
  const [, id, kindText, given] = match as unknown as [string, string, string, string]
  const expected = signature(secret, `${id}.${kindText}`)
  if (!crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return undefined
  const kind = NotificationKindSchema.safeParse(kindText)
  return kind.success ? { userId: Number(id), kind: kind.data } : undefined
}

/** 128 bits of an HMAC-SHA256 are plenty for a link that only turns a mail off. */
function signature(secret: string, payload: string): string {
  return crypto.createHmac('sha256', secret).update(payload).digest().subarray(0, 16).toString('base64url')
}
