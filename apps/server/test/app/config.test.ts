import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ENV_VARIABLES, loadConfig } from '../../src/config.ts'

describe('loadConfig', () => {
  it('has a default for everything a fresh clone needs', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.host).toBe('0.0.0.0')
    expect(config.dataDir).toBe(path.resolve('data'))
    expect(config.databaseUrl).toBeUndefined()
    expect(config.appOrigin).toBe('http://localhost:3000')
    expect(config.uploadsDir).toBe(path.resolve('data', 'uploads'))
    expect(config.outboxDir).toBe(path.resolve('data', 'outbox'))
    expect(config.authRateLimitPerIp).toBe(300)
    expect(config.logLevel).toBe('info')
    expect(config.cloudinary).toBeUndefined()
    expect(config.databaseTimeouts).toEqual({ connectMs: 5_000, statementMs: 30_000, healthMs: 2_000 })
    expect(config.smtpTimeoutMs).toBe(10_000)
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/stepup',
      DATABASE_URL: 'postgres://app:secret@db:5432/stepup',
      APP_ORIGIN: 'https://steps.example.com/',
      ADMIN_TOKEN: 'let-me-in',
      INGEST_API_KEY: 'sync-key',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Steps <steps@example.com>',
      REDIS_URL: 'redis://cache:6379',
      TZ: 'Europe/Berlin',
      LOG_LEVEL: 'warn',
      CLOUDINARY_CLOUD_NAME: 'demo',
      CLOUDINARY_UPLOAD_PRESET: 'unsigned',
      COMMUNITY_URL: 'https://chat.example.com',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      UPLOADS_DIR: '/mnt/shared/uploads',
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_HEALTH_TIMEOUT_MS: '500',
      SMTP_TIMEOUT_MS: '3000',
    })
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/stepup',
      databaseUrl: 'postgres://app:secret@db:5432/stepup',
      appOrigin: 'https://steps.example.com',
      adminToken: 'let-me-in',
      ingestApiKey: 'sync-key',
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Steps <steps@example.com>',
      redisUrl: 'redis://cache:6379',
      timeZone: 'Europe/Berlin',
      logLevel: 'warn',
      cloudinary: { cloudName: 'demo', uploadPreset: 'unsigned' },
      communityUrl: 'https://chat.example.com',
      authRateLimitPerIp: 1000,
      uploadsDir: '/mnt/shared/uploads',
      outboxDir: '/srv/stepup/outbox',
      databaseTimeouts: { connectMs: 1000, statementMs: 0, healthMs: 500 },
      smtpTimeoutMs: 3000,
    })
  })

  it('takes a blank variable as unset', () => {
    const config = loadConfig({ PORT: '', HOST: ' ', DATA_DIR: '', ADMIN_TOKEN: '  ', AUTH_RATE_LIMIT_PER_IP: '' })
    expect(config.port).toBe(3000)
    expect(config.host).toBe('0.0.0.0')
    expect(config.dataDir).toBe(path.resolve('data'))
    expect(config.adminToken).toBeUndefined()
    expect(config.authRateLimitPerIp).toBe(300)
  })

  it('defaults the origin to the configured port', () => {
    expect(loadConfig({ PORT: '4000' }).appOrigin).toBe('http://localhost:4000')
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '3000.5'],
    ['DATABASE_URL', 'mysql://db/stepup'],
    ['APP_ORIGIN', 'localhost:3000'],
    ['SMTP_URL', 'http://mail'],
    ['REDIS_URL', 'cache:6379'],
    ['TZ', 'Mars/Olympus_Mons'],
    ['LOG_LEVEL', 'loud'],
    ['COMMUNITY_URL', 'javascript:alert(1)'],
    ['AUTH_RATE_LIMIT_PER_IP', '0'],
    ['AUTH_RATE_LIMIT_PER_IP', 'many'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '0'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-1'],
    ['DATABASE_HEALTH_TIMEOUT_MS', '1.5'],
    ['SMTP_TIMEOUT_MS', 'soon'],
  ])('stops on %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid environment:\\n\\s+${name}: `))
  })

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(/PORT: [\s\S]*LOG_LEVEL: /)
  })
})

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, so clients cannot choose their address', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
  })

  it('takes true, a hop count or a list of proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    const twoHops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false])
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1')
    expect(loadConfig({ TRUST_PROXY: 'loopback,fd00::/8,192.168.0.0/255.255.0.0' }).trustProxy).toBe(
      'loopback,fd00::/8,192.168.0.0/255.255.0.0',
    )
  })

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', 'proxy.example.com', '10.0.0.1,,'])(
    'stops the start naming the variable on %j',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/Invalid environment:\n\s+TRUST_PROXY: must be true/)
    },
  )
})

describe('the documented variables', () => {
  const repoRoot = path.resolve(import.meta.dirname, '../../../..')
  const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8')

  it("are every variable the server reads, in the README's table and in .env.example", () => {
    const table = new Set([...read('README.md').matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]))
    const example = new Set([...read('.env.example').matchAll(/^# ([A-Z_]+)=/gm)].map((match) => match[1]))
    expect(ENV_VARIABLES.length).toBeGreaterThan(20)
    expect([...table].sort()).toEqual([...ENV_VARIABLES].sort())
    expect([...example].sort()).toEqual([...ENV_VARIABLES].sort())
  })
})
