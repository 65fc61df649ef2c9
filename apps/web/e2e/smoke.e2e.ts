import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { launchBrowser, newPage } from './helpers/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

it('serves the app on every route of the route table, reload included', async () => {
  const { page, pageErrors } = await newPage(browser)
  const response = await page.goto('/challenges')
  expect(response?.status()).toBe(200)
  await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy()
  expect(pageErrors).toEqual([])
})
