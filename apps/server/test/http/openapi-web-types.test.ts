import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WEB_API_TYPES, webApiTypes } from '../../../../scripts/openapi-types.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'

describe('the web client’s types', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('are the ones the server’s API document makes now (npm run api-types writes them)', async () => {
    const generated = await webApiTypes(t.app.swagger())
    const checkedIn = fs.readFileSync(WEB_API_TYPES, 'utf8')
    expect(checkedIn === generated, 'apps/web/src/lib/api-types.ts is out of date: run npm run api-types').toBe(true)
  })
})
