import { describe, expect, it } from 'vitest'
import { databaseUnavailable } from './unavailable.ts'

/** As drizzle throws a failed query: its own error, the driver's in `cause`. */
function wrapped(driverError: Error) {
  return new Error('Failed query: select 1', { cause: driverError })
}

function pgError(code: string, message = 'server error') {
  return Object.assign(new Error(message), { code })
}

describe('databaseUnavailable', () => {
  it('names a full disk apart from the other outages', () => {
    expect(databaseUnavailable(wrapped(pgError('53100')))).toBe('diskFull')
    expect(databaseUnavailable(wrapped(pgError('53200')))).toBe('outOfResources')
    expect(databaseUnavailable(pgError('53300', 'sorry, too many clients already'))).toBe('outOfResources')
  })

  it('counts lost connections, shutdowns and I/O errors as the database being unreachable', () => {
    for (const code of ['08006', '08001', '57P01', '57P02', '57P03', '58030']) {
      expect(databaseUnavailable(wrapped(pgError(code))), code).toBe('unreachable')
    }
    expect(databaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe('unreachable')
    expect(databaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe('unreachable')
    expect(databaseUnavailable(wrapped(new Error('Query read timeout')))).toBe('unreachable')
    expect(
      databaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe('unreachable')
    // Five capital letters like a SQLSTATE, but a system error of the socket.
    for (const code of ['EPIPE', 'ECONNRESET']) {
      expect(databaseUnavailable(wrapped(pgError(code, `write ${code}`))), code).toBe('unreachable')
    }
  })

  it('counts a cancelled statement only when the statement timeout cancelled it', () => {
    expect(databaseUnavailable(wrapped(pgError('57014', 'canceling statement due to statement timeout')))).toBe(
      'unreachable',
    )
    expect(databaseUnavailable(wrapped(pgError('57014', 'canceling statement due to user request')))).toBeUndefined()
  })

  it('leaves every other error alone', () => {
    expect(databaseUnavailable(wrapped(pgError('23505', 'duplicate key value')))).toBeUndefined()
    expect(databaseUnavailable(wrapped(pgError('22021')))).toBeUndefined()
    expect(databaseUnavailable(new Error('Something else'))).toBeUndefined()
    expect(databaseUnavailable(undefined)).toBeUndefined()
  })
})
