import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../private-files.ts'
import type { MailContent } from './compose.ts'

export interface OutgoingMail extends MailContent {
  to: string
  /** The member mailed; null for a mail to no member, or queued before mails named their member. */
  memberId: number | null
  /** Headers beyond the usual, such as a notification's List-Unsubscribe. */
  headers?: Record<string, string>
}

/** Connections to the mail server a process keeps open while it has mails to send. */
export const MAIL_CONNECTIONS = 4

export interface MailDelivery {
  /** Hands one mail to the mail server (or the outbox); throws when it was not taken. */
  deliver(mail: OutgoingMail): Promise<void>
  close(): void
}

/**
 * Mail goes through SMTP_URL when it is set. Without it, each mail is written to the log and,
 * as a readable .eml file, to the outbox folder, so a local install can still reset a password.
 */
export function createDelivery(
  config: Pick<Config, 'smtpUrl' | 'smtpTimeoutMs' | 'mailFrom' | 'outboxDir'>,
  log: FastifyBaseLogger,
): MailDelivery {
  if (!config.smtpUrl) {
    return {
      async deliver(mail) {
        const file = await writeToOutbox(config.outboxDir, config.mailFrom, mail)
        log.info(
          { to: mail.to, subject: mail.subject, file, text: mail.text },
          'mail written to the outbox (no SMTP_URL)',
        )
      },
      close() {},
    }
  }
  // nodemailer's own limits are minutes long (ten for a silent connection): a mail server that
  // hangs would hold the queue, and a shutdown waiting for its send, that long.
  // Pooled: the connections stay open between mails, instead of a new conversation for each.
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: MAIL_CONNECTIONS,
    connectionTimeout: config.smtpTimeoutMs,
    greetingTimeout: config.smtpTimeoutMs,
    socketTimeout: config.smtpTimeoutMs,
  })
  return {
    async deliver(mail) {
      await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers && { headers: mail.headers }),
      })
    },
    close() {
      transport.close()
    },
  }
}

/**
 * Writes `<timestamp>-member<id>-<recipient>.eml`, a multipart/alternative mail whose two parts are
 * left as they are (8bit) rather than encoded, so the file reads as it is and the link in the text
 * part stands whole on its own line. The member's id in the name lets their account's deletion
 * find their mails whatever address they had.
 */
async function writeToOutbox(outboxDir: string, from: string, mail: OutgoingMail) {
  await fs.mkdir(outboxDir, { recursive: true, mode: PRIVATE_FOLDER_MODE })
  const now = new Date()
  const stamp = now.toISOString().replace(/[:.]/g, '-')
  const member = mail.memberId === null ? '' : `member${mail.memberId}-`
  const file = path.join(outboxDir, `${stamp}-${member}${safeAddress(mail.to)}.eml`)
  const boundary = `stepup-${crypto.randomBytes(12).toString('hex')}`
  const part = (type: string, body: string) =>
    [`--${boundary}`, `Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: 8bit', '', body].join('\n')
  const content = [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${now.toUTCString()}`,
    ...Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    part('text/plain', mail.text),
    part('text/html', mail.html.trimEnd()),
    `--${boundary}--`,
    '',
  ].join('\n')
  // Two mails to one address in the same millisecond keep both.
  const target = fs.access(file).then(
    () => file.replace(/\.eml$/, `-${crypto.randomBytes(3).toString('hex')}.eml`),
    () => file,
  )
  // Written aside and renamed, so whoever watches the folder never reads a half-written mail.
  const temporary = path.join(outboxDir, `.${crypto.randomBytes(6).toString('hex')}.tmp`)
  await fs.writeFile(temporary, content, { mode: PRIVATE_FILE_MODE })
  const final = await target
  await fs.rename(temporary, final)
  return final
}

/** The recipient as it appears in an outbox file's name. */
function safeAddress(address: string) {
  return address.replace(/[^\w@.+-]/g, '_')
}

/**
 * Deletes the outbox files of a member's mails (a member who deleted their account): they hold an
 * address of theirs, their name and maybe a reset link. Files are
 * `<timestamp>-member<id>-<recipient>.eml`, or `<timestamp>-<recipient>.eml` when written before
 * mails named their member (those are found by `address`, the member's last), with a `-<6 hex>`
 * before `.eml` when two mails shared a millisecond.
 */
export async function forgetOutboxMails(outboxDir: string, memberId: number, address: string) {
  const names = await fs.readdir(outboxDir).catch(() => [] as string[])
  const recipient = safeAddress(address)
  const theirs = names.filter((name) => {
    const parts = /^.{24}-(?:member(\d+)-)?(.+?)(-[0-9a-f]{6})?\.eml$/.exec(name)
    return parts !== null && (parts[1] === undefined ? parts[2] === recipient : Number(parts[1]) === memberId)
  })
  await Promise.all(theirs.map((name) => fs.rm(path.join(outboxDir, name), { force: true })))
}

/** A header value outside ASCII as an RFC 2047 encoded word, which every mail reader decodes. */
function encodeHeader(value: string) {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`
}
