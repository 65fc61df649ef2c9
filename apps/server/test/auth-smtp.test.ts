import fs from 'node:fs'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TEST_ORIGIN, createTestApp, type TestApp } from './helpers/app.ts'
import { startTcpProxy } from './helpers/tcp-proxy.ts'

/** Just enough of an SMTP server to receive what nodemailer sends, without TLS or auth. */
function startMailCatcher() {
  const messages: string[] = []
  const server = net.createServer((socket) => {
    let buffer = ''
    let inData = false
    socket.write('220 catcher ready\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          messages.push(buffer.slice(0, end))
          buffer = buffer.slice(end + 5)
          inData = false
          socket.write('250 queued\r\n')
          continue
        }
        const lineEnd = buffer.indexOf('\r\n')
        if (lineEnd === -1) return
        const command = buffer.slice(0, lineEnd).toUpperCase()
        buffer = buffer.slice(lineEnd + 2)
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 catcher\r\n')
        else if (command.startsWith('DATA')) {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  return new Promise<{ port: number; messages: string[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo
      resolve({
        port: address.port,
        messages,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

describe('forgot-password mail through SMTP_URL', () => {
  let t: TestApp
  let catcher: Awaited<ReturnType<typeof startMailCatcher>>
  beforeAll(async () => {
    catcher = await startMailCatcher()
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${catcher.port}`, MAIL_FROM: 'StepUp <steps@example.com>' })
  })
  afterAll(async () => {
    await t.close()
    await catcher.close()
  })

  it('sends the reset link by SMTP and writes nothing to the outbox', async () => {
    await t.signUp({ email: 'smtp@example.com', password: 'old password' })
    const response = await t.request('POST', '/api/auth/forgot-password', { body: { email: 'smtp@example.com' } })
    expect(response.status).toBe(200)
    const message = await vi.waitFor(
      () => {
        expect(catcher.messages).toHaveLength(1)
        return catcher.messages[0]!
      },
      { timeout: 5_000 },
    )
    expect(message).toMatch(/^To: smtp@example\.com\r?$/m)
    expect(message).toMatch(/^From: StepUp <steps@example\.com>\r?$/m)
    expect(message).toMatch(/^Subject: Reset your StepUp password\r?$/m)
    // Undo quoted-printable soft line breaks and escapes before looking for the link.
    const text = message.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
    const token = new RegExp(`${TEST_ORIGIN}/reset-password\\?token=([\\w-]{43})`).exec(text)?.[1]
    expect(token).toBeDefined()
    expect(fs.existsSync(t.config.outboxDir)).toBe(false)

    const reset = await t.request('POST', '/api/auth/reset-password', { body: { token, password: 'new password' } })
    expect(reset.status).toBe(200)
  })
})

describe('a mail server that stops answering', () => {
  it('holds neither the answer nor the shutdown past SMTP_TIMEOUT_MS', async () => {
    const catcher = await startMailCatcher()
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: catcher.port })
    proxy.pause()
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${proxy.port}`, SMTP_TIMEOUT_MS: '300' })
    try {
      await t.signUp({ email: 'hung-smtp@example.com' })
      const response = await t.request('POST', '/api/auth/forgot-password', {
        body: { email: 'hung-smtp@example.com' },
      })
      expect(response.status).toBe(200)
      const start = performance.now()
      await t.close()
      expect(performance.now() - start).toBeLessThan(3_000)
      expect(catcher.messages).toHaveLength(0)
    } finally {
      await proxy.close()
      await catcher.close()
    }
  })
})
