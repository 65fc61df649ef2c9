import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.ts'

describe('challenge calls in the OpenAPI contract', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('documents every challenge call', async () => {
    const response = await t.request('GET', '/api/docs/json')
    expect(response.status).toBe(200)
    const paths = Object.keys(response.body.paths)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/challenges',
        '/challenges/{id}',
        '/api/challenges',
        '/api/challenges/{id}',
        '/api/challenges/{id}/completions',
        '/api/challenges/{id}/completions/{completionId}',
      ]),
    )
    const judge = response.body.paths['/api/challenges/{id}/completions/{completionId}'].patch
    expect(JSON.stringify(judge.requestBody)).toContain('status')
  })
})
