import fs from 'node:fs'
import https from 'node:https'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeAppleExportXml, type GeneratedExport } from '../../../../scripts/health-exports/apple-health.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember, type Member } from '../helpers/members.ts'
import { findNginx, freePort, selfSignedCertificate, startNginx, type RunningNginx } from '../helpers/nginx.ts'
import { daysAgo } from '../helpers/scores-fixtures.ts'

// The site file an operator installs, run by a real nginx in front of the real app: only the
// ports, the app's address and the certificate are changed for this machine.
const SHIPPED_SITE = path.resolve(import.meta.dirname, '../../../../deploy/nginx/stepup.conf')
const HOST = 'steps.example.com'
const ORIGIN = `https://${HOST}`
const PER_IP_LIMIT = 3
const nginx = findNginx()

interface Ports {
  app: number
  http: number
  https: number
}

/** The shipped site with this machine's ports and certificate; fails if a line it changes moved. */
function siteForThisMachine(text: string, ports: Ports, certificate: { cert: string; key: string }) {
  const changes: [string, string][] = [
    ['server 127.0.0.1:3000;', `server 127.0.0.1:${ports.app};`],
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['ssl_certificate /etc/letsencrypt/live/steps.example.com/fullchain.pem;', `ssl_certificate ${certificate.cert};`],
    [
      'ssl_certificate_key /etc/letsencrypt/live/steps.example.com/privkey.pem;',
      `ssl_certificate_key ${certificate.key};`,
    ],
  ]
  let site = text
  for (const [from, to] of changes) {
    if (!site.includes(from)) throw new Error(`deploy/nginx/stepup.conf no longer has "${from}": update this test`)
    site = site.replace(from, to)
  }
  // Test machines may have no IPv6; the IPv4 lines above stand for them.
  return site.replace(/^\s*listen \[::\]:.*$/gm, '')
}

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  body: any
}

describe.runIf(nginx)(
  nginx ? 'behind nginx, with deploy/nginx/stepup.conf' : 'behind nginx: skipped, no nginx binary installed',
  () => {
    let t: TestApp
    let proxy: RunningNginx | undefined
    let dir: string
    let ports: Ports
    let ca: string
    let member: Member
    let exportFile: string
    let generated: GeneratedExport

    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-nginx-'))
      t = await createTestApp({ TRUST_PROXY: '1', APP_ORIGIN: ORIGIN, AUTH_RATE_LIMIT_PER_IP: String(PER_IP_LIMIT) })
      await t.app.listen({ port: 0, host: '127.0.0.1' })
      ports = {
        app: (t.app.server.address() as { port: number }).port,
        http: await freePort(),
        https: await freePort(),
      }
      const certificate = selfSignedCertificate(dir, HOST)
      ca = certificate.pem
      proxy = await startNginx(nginx!, {
        prefix: dir,
        httpBlock: siteForThisMachine(fs.readFileSync(SHIPPED_SITE, 'utf8'), ports, certificate),
        ports: [ports.http, ports.https],
      })
      member = await addMember(t.db)
      // Past the 20 MB the site takes elsewhere (and nginx’s default 1 MB): the upload location’s own limit.
      exportFile = path.join(dir, 'export.xml')
      const out = fs.createWriteStream(exportFile)
      generated = await writeAppleExportXml(out, { firstDate: daysAgo(9), days: 10, sizeMb: 21 })
      await new Promise((resolve) => out.end(resolve))
    })
    afterAll(async () => {
      await proxy?.stop()
      await t?.close()
      if (dir) fs.rmSync(dir, { recursive: true, force: true })
    })

    /**
     * One request through nginx over TLS, on a connection of its own from the local address `from`
     * (Linux answers every 127.x.y.z address): each address stands for another member's machine.
     */
    function send(
      method: string,
      url: string,
      options: { from?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
    ) {
      return new Promise<Answer>((resolve, reject) => {
        const request = https.request(
          {
            host: '127.0.0.1',
            port: ports.https,
            servername: HOST,
            ca,
            agent: false,
            localAddress: options.from ?? '127.0.0.2',
            method,
            path: url,
            headers: { host: HOST, ...options.headers },
          },
          (response) => {
            const chunks: Buffer[] = []
            response.on('data', (chunk: Buffer) => chunks.push(chunk))
            response.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8')
              const json = String(response.headers['content-type']).includes('json')
              resolve({
                status: response.statusCode!,
                headers: response.headers,
                text,
                body: json ? JSON.parse(text) : undefined,
              })
            })
          },
        )
        request.on('error', reject)
        request.end(options.body)
      })
    }

    const asMember = (headers: Record<string, string> = {}) => ({ cookie: member.cookie, origin: ORIGIN, ...headers })

    // Reading a 21 MB export takes a while on a busy machine.
    it(
      'takes a health export larger than the rest of the site may send, and the app reads it',
      { timeout: 90_000 },
      async () => {
        const file = fs.readFileSync(exportFile)
        expect(file.length).toBeGreaterThan(20 * 1024 * 1024)
        const boundary = 'stepup-reverse-proxy-test'
        const body = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="export.xml"\r\n` +
              'Content-Type: application/xml\r\n\r\n',
          ),
          file,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ])
        const created = await send('POST', '/api/me/imports', {
          headers: asMember({ 'content-type': `multipart/form-data; boundary=${boundary}` }),
          body,
        })
        expect(created.status, created.text).toBe(202)

        let preview = created.body
        while (preview.status === 'processing') {
          await new Promise((resolve) => setTimeout(resolve, 50))
          preview = (await send('GET', `/api/me/imports/${created.body.id}`, { headers: asMember() })).body
        }
        expect(preview).toMatchObject({ format: 'apple-health', status: 'ready', error: null })
        expect(preview.days.map(({ date, steps }: { date: string; steps: number }) => ({ date, steps }))).toEqual(
          generated.expected,
        )
      },
    )

    it('counts each client by the address nginx saw, whatever X-Forwarded-For the client wrote', async () => {
      const login = (from: string, attempt: number) =>
        send('POST', '/api/auth/login', {
          from,
          headers: {
            origin: ORIGIN,
            'content-type': 'application/json',
            // Were the app to believe this, each attempt would count for another address.
            'x-forwarded-for': `203.0.113.${attempt}`,
          },
          body: JSON.stringify({ email: `nobody-${from}-${attempt}@example.com`, password: 'not the password' }),
        })
      for (let attempt = 1; attempt <= PER_IP_LIMIT; attempt += 1) {
        expect((await login('127.0.0.2', attempt)).status).toBe(401)
      }
      expect((await login('127.0.0.2', PER_IP_LIMIT + 1)).status).toBe(429)
      // Every request reaches the app from nginx's one address; another client still has its own count.
      expect((await login('127.0.0.3', 1)).status).toBe(401)
    })

    it('passes nginx’s request id to the app, which sends it back', async () => {
      const answer = await send('GET', '/api/me')
      expect(answer.status).toBe(401)
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/)
    })

    it('sends plain HTTP to the https address', async () => {
      const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http
          .get(
            { host: '127.0.0.1', port: ports.http, path: '/allScores', headers: { host: HOST }, agent: false },
            resolve,
          )
          .on('error', reject),
      )
      answer.resume()
      expect(answer.statusCode).toBe(301)
      expect(answer.headers.location).toBe(`${ORIGIN}/allScores`)
    })
  },
)
