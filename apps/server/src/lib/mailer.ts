import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.ts'

export interface Mail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  /**
   * Sends in the background and returns at once, so answering a request never waits on (or
   * reveals, by its timing) the mail server. Failures are logged.
   */
  send(mail: Mail): void
  /** Waits for mails still being sent, then closes the SMTP connection. */
  close(): Promise<void>
}

/**
 * Mail goes through SMTP_URL when it is set. Without it, each mail is written to the log and,
 * as a readable .eml file, to the outbox folder, so a local install can still reset a password.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'smtpTimeoutMs' | 'mailFrom' | 'outboxDir'>,
  log: FastifyBaseLogger,
) {
  // nodemailer's own limits are minutes long (ten for a silent connection): a mail server that
  // hangs would hold each mail, and a shutdown waiting for them, that long.
  const transport = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: config.smtpTimeoutMs,
        greetingTimeout: config.smtpTimeoutMs,
        socketTimeout: config.smtpTimeoutMs,
      })
    : undefined
  const pending = new Set<Promise<void>>()

  async function deliver(mail: Mail) {
    if (transport) {
      await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text })
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent')
      return
    }
    const file = await writeToOutbox(config.outboxDir, config.mailFrom, mail)
    log.info({ to: mail.to, subject: mail.subject, file, text: mail.text }, 'mail written to the outbox (no SMTP_URL)')
  }

  const mailer: Mailer = {
    send(mail) {
      const delivery = deliver(mail)
        .catch((error: unknown) => log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail not sent'))
        .finally(() => pending.delete(delivery))
      pending.add(delivery)
    },
    async close() {
      await Promise.all(pending)
      transport?.close()
    },
  }
  return mailer
}

/** Writes `<timestamp>-<recipient>.eml`: plain headers, a blank line, and the text as is. */
async function writeToOutbox(outboxDir: string, from: string, mail: Mail) {
  await fs.mkdir(outboxDir, { recursive: true })
  const now = new Date()
  const stamp = now.toISOString().replace(/[:.]/g, '-')
  const safeTo = mail.to.replace(/[^\w@.+-]/g, '_')
  const file = path.join(outboxDir, `${stamp}-${safeTo}.eml`)
  const headers = [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    `Date: ${now.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ]
  const content = `${headers.join('\n')}\n\n${mail.text}\n`
  // Two mails to one address in the same millisecond keep both.
  const target = fs.access(file).then(
    () => file.replace(/\.eml$/, `-${crypto.randomBytes(3).toString('hex')}.eml`),
    () => file,
  )
  // Written aside and renamed, so whoever watches the folder never reads a half-written mail.
  const temporary = path.join(outboxDir, `.${crypto.randomBytes(6).toString('hex')}.tmp`)
  await fs.writeFile(temporary, content)
  const final = await target
  await fs.rename(temporary, final)
  return final
}
