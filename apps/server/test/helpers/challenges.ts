import sharp from 'sharp'
import type { TestApp } from './app.ts'

const HOUR = 60 * 60 * 1000

/** A challenge window relative to now: `{ from: -1, to: 24 }` started an hour ago, ends in a day. */
export function window(fromHours: number, toHours: number) {
  const now = Date.now()
  return {
    startDate: new Date(now + fromHours * HOUR).toISOString(),
    endDate: new Date(now + toHours * HOUR).toISOString(),
  }
}

let pngCount = 0
/** A small, valid PNG, different each call. */
export async function smallPng() {
  pngCount += 1
  return sharp({ create: { width: 12, height: 8, channels: 3, background: { r: pngCount % 255, g: 120, b: 40 } } })
    .png()
    .toBuffer()
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipart(file: Buffer, options: { field?: string; filename?: string; contentType?: string } = {}) {
  const boundary = `----stepup${Math.random().toString(16).slice(2)}`
  const head = Buffer.from(
    `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'proof.png'}"\r\n` +
      `Content-Type: ${options.contentType ?? 'image/png'}\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return {
    body: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

export async function createChallenge(
  t: TestApp,
  cookie: string,
  input: { name?: string; points?: number; startDate?: string; endDate?: string } = {},
) {
  const response = await t.request('POST', '/api/challenges', {
    cookie,
    body: { name: 'Ten thousand steps', points: 50, ...window(-1, 24), ...input },
  })
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${response.text}`)
  return response.body as { id: number; points: number }
}

export async function submitProof(t: TestApp, cookie: string, challengeId: number, file?: Buffer) {
  const { body, headers } = multipart(file ?? (await smallPng()))
  return t.request('POST', `/api/challenges/${challengeId}/completions`, { cookie, body, headers })
}

export function judge(t: TestApp, cookie: string, challengeId: number, completionId: number, status: string) {
  return t.request('PATCH', `/api/challenges/${challengeId}/completions/${completionId}`, { cookie, body: { status } })
}
