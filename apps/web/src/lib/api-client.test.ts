import { ManualStepsInputSchema } from '@stepup/contract'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { api, ApiError } from './api-client.ts'
import { translateIssue } from './form-errors.ts'
import { chooseLanguage, i18n, i18nReady } from './i18n.ts'

/** The next call answers `status` with this JSON body. */
function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  )
}

const manualEntry = { date: '2026-03-10', steps: 100_001 }
const login = { email: 'ana@example.com', password: 'wrong horse' }

async function failure(call: Promise<unknown>) {
  try {
    await call
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('the call did not fail')
}

beforeAll(async () => {
  await i18nReady
})

afterEach(() => {
  vi.unstubAllGlobals()
})

afterAll(async () => {
  await chooseLanguage('en')
  localStorage.clear()
})

describe('server errors in the reader’s language', () => {
  it('reads a keyed error in Spanish, with its values written the Spanish way', async () => {
    await chooseLanguage('es')
    answer(409, { error: 'Team is full. Cannot invite more members.', key: 'teamFull' })
    const full = await failure(api.POST('/api/teams/{id}/invite/{userId}', { params: { path: { id: 1, userId: 2 } } }))
    expect(full).toMatchObject({ status: 409, key: 'teamFull' })
    expect(full.message).toBe('El equipo está completo. No se pueden invitar más miembros.')

    answer(400, { error: 'steps: Steps must be at most 100,000', key: 'stepsTooHigh', params: { max: 100_000 } })
    expect((await failure(api.POST('/api/scores', { body: manualEntry }))).message).toBe(
      'Los pasos deben ser como máximo 100.000',
    )
  })

  it('reads a keyed error in Hebrew', async () => {
    await chooseLanguage('he')
    answer(400, {
      error: 'date: steps can be entered for at most 7 days back',
      key: 'manualEntryDaysBack',
      params: { days: 7 },
    })
    expect((await failure(api.POST('/api/scores', { body: manualEntry }))).message).toBe(
      'אפשר להזין צעדים עד 7 ימים אחורה',
    )
    answer(401, { error: 'Invalid email or password', key: 'invalidCredentials' })
    expect((await failure(api.POST('/api/auth/login', { body: login }))).message).toBe('כתובת הדוא״ל או הסיסמה שגויים')
  })

  it('keeps the English sentence of the server for English readers', async () => {
    await chooseLanguage('en')
    answer(401, { error: 'Invalid email or password', key: 'invalidCredentials' })
    expect((await failure(api.POST('/api/auth/login', { body: login }))).message).toBe('Invalid email or password')
  })

  it('falls back to the server’s text for a key it does not know, or no key', async () => {
    await chooseLanguage('es')
    answer(409, { error: 'A rule added on the server later', key: 'ruleFromTheFuture' })
    const unknown = await failure(api.POST('/api/teams', { body: { name: 'Walkers' } }))
    expect(unknown).toMatchObject({ message: 'A rule added on the server later', key: 'ruleFromTheFuture' })
    answer(400, { error: 'name: Invalid input' })
    expect((await failure(api.POST('/api/teams', { body: { name: 'Walkers' } }))).message).toBe('name: Invalid input')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' })),
    )
    expect((await failure(api.GET('/api/me'))).message).toBe('Bad Gateway')
  })
})

describe('form messages from the contract in the reader’s language', () => {
  it('translates a schema message by its catalogue key', async () => {
    const parsed = ManualStepsInputSchema.safeParse({ date: '2026-02-30', steps: 100_001 })
    const [date, steps] = parsed.error!.issues
    await chooseLanguage('es')
    expect(translateIssue(date!, i18n.t)).toBe('La fecha no existe en el calendario')
    expect(translateIssue(steps!, i18n.t)).toBe('Los pasos deben ser como máximo 100.000')
    await chooseLanguage('he')
    expect(translateIssue(steps!, i18n.t)).toBe('מספר הצעדים יכול להיות עד 100,000')
    await chooseLanguage('en')
    expect(translateIssue(steps!, i18n.t)).toBe('Steps must be at most 100,000')
  })
})
