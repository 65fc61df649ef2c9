import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { E2E_ADMIN_TOKEN } from './helpers/global-setup.ts'
import { launchBrowser, newPage, uniqueEmail } from './helpers/browser.ts'
import { guestOnlyPages, guestPages, memberPages } from './helpers/routes.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/** Every page a logged-in admin can stay on, with example ids where the path takes one. */
const routes = [
  ...new Set([
    ...memberPages({ memberId: 1, challengeId: 1, teamId: 1, competitionId: 1 }),
    ...guestPages.filter((path) => !guestOnlyPages.includes(path)),
  ]),
]

it('serves the app on every route of the route table, reload included', async () => {
  const { page, pageErrors } = await newPage(browser)
  const response = await page.goto('/challenges')
  expect(response?.status()).toBe(200)
  await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy()
  expect(pageErrors).toEqual([])
})

it('renders every route for a logged-in admin without page errors, script-policy violations or warnings', async () => {
  const { page, pageErrors } = await newPage(browser)
  const scriptViolations: string[] = []
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.effectiveDirective.startsWith('script-src')) console.error(`CSP ${event.effectiveDirective}`)
    }),
  )
  // Every route is a full load, when the router warns about what it lacks for the first render.
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.text().startsWith('CSP script-src')) scriptViolations.push(`${page.url()}: ${message.text()}`)
    if (message.type() === 'warning') warnings.push(`${page.url()}: ${message.text()}`)
  })

  await page.goto('/signup')
  await page.getByLabel('Username').fill('Sky Smoke')
  await page.getByLabel('Email').fill(uniqueEmail('smoke'))
  await page.getByLabel('Password', { exact: true }).fill('smoke-secret')
  await page.getByRole('button', { name: 'I have an admin token' }).click()
  await page.getByLabel('Admin token (optional)').fill(E2E_ADMIN_TOKEN)
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await page.waitForURL('**/profile')

  for (const route of routes) {
    const response = await page.goto(route)
    expect(response?.status(), route).toBe(200)
    // A heading, or for an id that does not exist, the page's message.
    await page
      .locator('main :is(h1, h2, [role=alert])')
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => {
        throw new Error(`${route} shows neither a heading nor a message`)
      })
    await expect(page.locator('header').getByText('Welcome, Sky Smoke').count(), route).resolves.toBeGreaterThan(0)
  }
  await page.goto('/no-such-page')
  await page.getByRole('heading', { name: 'Page not found' }).waitFor()
  expect(pageErrors).toEqual([])
  expect(scriptViolations).toEqual([])
  expect(warnings).toEqual([])
})
