import fs from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'

/**
 * Waits for the newest mail to `email` in the server's outbox (DATA_DIR/outbox, written when no
 * SMTP server is configured) and returns the first link in it that contains `linkPart`.
 */
export async function readLinkFromOutbox(email: string, linkPart = '/reset-password?token=', timeoutMs = 10_000) {
  const outbox = path.join(inject('dataDir'), 'outbox')
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')) : []
    const mails = files
      .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
      .filter((content) =>
        content.split('\n').some((line) => line.trim().toLowerCase() === `to: ${email.toLowerCase()}`),
      )
      .sort()
    const newest = mails.at(-1)
    const link = newest?.match(/https?:\/\/\S+/g)?.find((url) => url.includes(linkPart))
    if (link) return link
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no mail with a ${linkPart} link reached ${email} in ${timeoutMs} ms`)
}
