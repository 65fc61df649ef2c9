import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'

/** Sends the head of a request, then one byte of its body at a time, until the server closes. */
function trickle(port: number, path: string, contentType: string) {
  return new Promise<{ answer: string; seconds: number }>((resolve, reject) => {
    const started = performance.now()
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    let timer: NodeJS.Timeout | undefined
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\nContent-Length: 100000\r\n\r\n`,
      )
      timer = setInterval(() => socket.write('a'), 200)
    })
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('error', () => {})
    socket.on('close', () => {
      clearInterval(timer)
      clearTimeout(giveUp)
      resolve({ answer, seconds: (performance.now() - started) / 1000 })
    })
    const giveUp = setTimeout(() => {
      clearInterval(timer)
      socket.destroy()
      reject(new Error(`the server still held the connection after 8 s; it had sent: ${JSON.stringify(answer)}`))
    }, 8_000)
  })
}

describe('a client that sends its body a byte at a time', () => {
  let t: TestApp
  let port: number
  beforeAll(async () => {
    t = await createTestApp({ REQUEST_TIMEOUT_MS: '1000' })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as net.AddressInfo).port
  })
  afterAll(() => t.close())

  it('is answered 408 and disconnected once the request timeout has passed', async () => {
    const [json, upload] = await Promise.all([
      trickle(port, '/api/auth/login', 'application/json'),
      trickle(port, '/api/uploads', 'multipart/form-data; boundary=xyz'),
    ])
    expect(json.answer).toMatch(/^HTTP\/1\.1 408/)
    // The upload route answers before it reads the body (here: who are you?), then hangs up.
    expect(upload.answer).toMatch(/^HTTP\/1\.1 4\d\d/)
    for (const { seconds } of [json, upload]) expect(seconds).toBeLessThan(3)
  })

  it('is held for five minutes at most by default, as by a bare Node server', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(300_000)
  })
})
