import { Writable } from 'node:stream'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { requestLogger } from './request-logger.ts'

function capture(level: string) {
  const lines: Array<Record<string, unknown>> = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  return { lines, parent: pino({ level }, stream) }
}

describe('requestLogger', () => {
  it('writes lines with the request id, at the levels the parent shows', () => {
    const { lines, parent } = capture('info')
    const log = requestLogger(parent, { reqId: 'r-1' }, {})
    log.debug('hidden')
    log.info({ statusCode: 200 }, 'shown')
    log.error(new Error('boom'), 'failed')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({ level: 30, reqId: 'r-1', statusCode: 200, msg: 'shown' })
    expect(lines[1]).toMatchObject({ level: 50, reqId: 'r-1', msg: 'failed', err: { message: 'boom' } })
  })

  it('follows a level given for the route, and a level set later', () => {
    const { lines, parent } = capture('info')
    const log = requestLogger(parent, { reqId: 'r-2' }, { level: 'warn' })
    expect(log.level).toBe('warn')
    log.info('hidden')
    log.warn('shown')
    log.level = 'debug'
    log.debug('now shown')
    expect(lines.map((line) => line.msg)).toEqual(['shown', 'now shown'])
  })

  it('keeps the request id on its own children', () => {
    const { lines, parent } = capture('info')
    requestLogger(parent, { reqId: 'r-3' }, {}).child({ part: 'upload' }).info('child line')
    expect(lines[0]).toMatchObject({ reqId: 'r-3', part: 'upload', msg: 'child line' })
  })

  it('writes nothing at all when the parent is silent', () => {
    const { lines, parent } = capture('silent')
    const log = requestLogger(parent, { reqId: 'r-4' }, {})
    log.fatal('hidden')
    expect(lines).toEqual([])
  })
})
