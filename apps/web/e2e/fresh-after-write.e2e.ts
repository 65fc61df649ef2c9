import { request, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_ADMIN_TOKEN } from './helpers/global-setup.ts'
import { overlappingAppleExport } from './helpers/apple-export.ts'
import { baseUrl, launchBrowser, newPage, signUpInBrowser, uniqueEmail } from './helpers/browser.ts'

/**
 * Read-your-writes: after a member counts an import, the competition they saw a moment before
 * shows their new figures the first time it is drawn again, never the 0 it showed before the import
 * beside the new days.
 */

function isoDaysAgo(days: number) {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

/** The competition's page, reached the way a member goes there: the header, then its card. */
async function openCompetitionFromHeader(page: Page, id: number) {
  await page.getByRole('banner').getByRole('link', { name: 'Competitions', exact: true }).first().click()
  await page.waitForURL('**/competitions')
  await page.getByTestId(`competition-${id}`).getByRole('link').first().click()
  await page.waitForURL(`**/competitions/${id}`)
}

describe('fresh figures after a write', () => {
  let browser: Browser
  let competitionId = 0
  const suffix = Date.now().toString(36)

  beforeAll(async () => {
    browser = await launchBrowser()
    // An admin on another device starts a competition for everyone three days ago.
    const admin = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } })
    const registered = await admin.post('/api/auth/register', {
      data: {
        username: `Ada Fresh ${suffix}`,
        email: uniqueEmail('fresh-admin'),
        password: 'walk-every-day',
        adminToken: E2E_ADMIN_TOKEN,
      },
    })
    expect(registered.ok()).toBe(true)
    const created = await admin.post('/api/competitions', {
      data: {
        name: `Fresh week ${suffix}`,
        startDate: isoDaysAgo(3),
        endDate: isoDaysAgo(-10),
        scoring: { individual: 'steps', team: 'sum' },
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    competitionId = ((await created.json()) as { id: number }).id
    await admin.dispose()
  })
  afterAll(() => browser.close())

  it('a member counts an import and the competition they had open shows the new score at once', async () => {
    const { page, pageErrors } = await newPage(browser)
    await signUpInBrowser(page, `Fay Fresh ${suffix}`)

    // The competition as it stood before: the member takes part with nothing yet.
    await openCompetitionFromHeader(page, competitionId)
    await expect.poll(() => page.getByTestId('my-steps').textContent()).toBe('0')

    // The import, counted on the imports page, reached through the app (no reload in between).
    await page.getByRole('banner').getByRole('link', { name: 'My Scores', exact: true }).first().click()
    await page.waitForURL('**/myscores')
    await page.getByRole('main').getByRole('link', { name: 'Import steps' }).first().click()
    await page.waitForURL('**/imports')
    await page.getByTestId('import-file-input').setInputFiles({
      name: 'export.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(overlappingAppleExport({ fromDaysAgo: 5, toDaysAgo: 1 })),
    })
    await page.getByTestId('preview-days').waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Count these steps' }).click()
    await page.getByText('These steps now count', { exact: true }).waitFor()

    // What the server counts for the member in the competition now.
    const board = (await (await page.request.get(`/api/competitions/${competitionId}/board?limit=10`)).json()) as {
      me: { steps: number } | null
    }
    expect(board.me?.steps).toBeGreaterThan(0)
    const expected = new Intl.NumberFormat('en').format(board.me!.steps)

    // The first figures the page draws are the new ones: read once, not waited for.
    await openCompetitionFromHeader(page, competitionId)
    await page.getByTestId('my-steps').waitFor()
    await expect(page.getByTestId('my-steps').textContent()).resolves.toBe(expected)
    expect(pageErrors).toEqual([])
  })
})
