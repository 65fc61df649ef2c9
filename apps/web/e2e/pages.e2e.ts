import { expect, it } from 'vitest'
import { baseUrl } from './helpers/browser.ts'

/** What the built server answers a client that is not a browser: curl, an uptime monitor. */
async function get(path: string, accept?: string) {
  const response = await fetch(new URL(path, baseUrl()), { headers: accept ? { accept } : {} })
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() }
}

it.each([
  ['/', undefined],
  ['/', '*/*'],
  ['/', 'application/json'],
  ['/allScores', '*/*'],
  ['/challenges/create', '*/*'],
  ['/teams/1', 'application/json'],
])('answers the app for GET %s whatever the Accept header (%s)', async (path, accept) => {
  const page = await get(path, accept)
  expect(page.status).toBe(200)
  expect(page.type).toMatch(/^text\/html/)
  expect(page.body).toContain('<div id="root">')
})

it('keeps the challenge calls at the root JSON unless a browser asks for HTML', async () => {
  const call = await get('/challenges', '*/*')
  expect(call.type).toMatch(/^application\/json/)
  expect(call.status).toBe(401)
  expect((await get('/challenges/3', 'text/html')).type).toMatch(/^text\/html/)
})

it('answers unknown API paths and missing files with a JSON 404', async () => {
  for (const path of ['/api/nowhere', '/assets/missing-0000.js']) {
    const answer = await get(path, '*/*')
    expect([answer.status, answer.type.split(';')[0]]).toEqual([404, 'application/json'])
  }
})
