import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface SmtpServerOptions {
  /** Asked for each mail once it has arrived: true answers 421 (try again later) instead of taking it. */
  refuse?: () => boolean
  /** How long the server takes to answer each mail's data. */
  delayMs?: number
}

/** A real SMTP server on a free local port, without TLS or login, that keeps what it takes, parsed. */
export async function startSmtpServer(options: SmtpServerOptions = {}) {
  const messages: ParsedMail[] = []
  let refused = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // The client is this machine: looking its name up only slows each mail down.
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        setTimeout(() => {
          if (options.refuse?.()) {
            refused += 1
            callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }))
            return
          }
          simpleParser(Buffer.concat(chunks)).then(
            (parsed) => {
              messages.push(parsed)
              callback()
            },
            (error: Error) => callback(error),
          )
        }, options.delayMs ?? 0)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refusals: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>
