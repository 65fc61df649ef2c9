import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from './helpers/axe.ts'
import { PHONE_SOURCE, WATCH, overlappingAppleExport } from './helpers/apple-export.ts'
import { PHONE, baseUrl, launchBrowser, newPage, screenshot, signUpInBrowser } from './helpers/browser.ts'

/**
 * A member brings steps from an Apple Health export: the preview, the order of the devices in it,
 * counting it, the days on My Scores and the board, and removing it again; then steps pushed
 * from an iPhone with a token made on the connect page, and the token revoked.
 */

function isoDaysAgo(days: number) {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

/** A day as My Scores writes it in English: "Nov 20, 2026". */
const shownDay = (iso: string) =>
  new Intl.DateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'medium' }).format(new Date(`${iso}T00:00:00Z`))

/** My Scores' history row of a day, on a desktop. */
const historyRow = (page: Page, iso: string) => page.locator('table tbody tr').filter({ hasText: shownDay(iso) })

async function openMyScores(page: Page) {
  await page.goto('/myscores')
  await page.getByRole('heading', { name: 'Score history' }).waitFor()
  await page.waitForLoadState('networkidle')
}

describe('imports and phone pushes', () => {
  let browser: Browser
  const suffix = Date.now().toString(36)

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser.close())

  it('a member imports an Apple export, picks the device that counts, counts it, and removes it again', async () => {
    const { page, pageErrors } = await newPage(browser)
    const username = `Ina Import ${suffix}`
    await signUpInBrowser(page, username)
    // A day the member entered themselves, which the import will outrank and give back.
    const entered = await page.request.post('/api/scores', {
      data: { date: isoDaysAgo(1), steps: 500 },
      headers: { origin: baseUrl() },
    })
    expect(entered.ok()).toBe(true)

    await openMyScores(page)
    await page.getByRole('main').getByRole('link', { name: 'Import steps' }).first().click()
    await page.waitForURL('**/imports')
    await page.getByRole('heading', { level: 1, name: 'Import steps' }).waitFor()
    await page.getByText('No imports yet').waitFor()
    await screenshot(page, 'imports-empty-desktop-light')

    // A file that is no export is refused with the server's reason.
    await page.getByTestId('import-file-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('a shopping list, not steps'),
    })
    await page.getByRole('alert').getByText('This file is not an export the app reads.').waitFor()

    await page.getByTestId('import-file-input').setInputFiles({
      name: 'export.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(overlappingAppleExport({ fromDaysAgo: 5, toDaysAgo: 1 })),
    })
    await page.waitForURL('**/imports?import=*')
    await page.getByTestId('preview-days').waitFor({ timeout: 30_000 })
    await expect(page.getByTestId('preview-days').textContent()).resolves.toBe('5')
    await page.getByText('Apple Health ·').waitFor()
    const sources = page.getByTestId('import-source')
    await expect(sources.count()).resolves.toBe(2)
    const names = await sources.locator('p.truncate').allTextContents()
    expect(names.sort()).toEqual([WATCH, PHONE_SOURCE].sort())
    const stepsBefore = await page.getByTestId('preview-steps').textContent()
    await page.locator('.chart-bar').first().waitFor()
    await screenshot(page, 'imports-preview-desktop-light')
    expect(await axeViolations(page)).toEqual([])

    // The device on top counts wherever both recorded: moving it down changes the preview.
    const first = (await sources.first().locator('p.truncate').textContent())!
    await page.getByRole('button', { name: `Move ${first} down` }).click()
    await expect.poll(() => sources.first().locator('p.truncate').textContent()).not.toBe(first)
    await expect.poll(() => page.getByTestId('preview-steps').textContent()).not.toBe(stepsBefore)
    // The watch on top again, for the steps the rest of this journey expects.
    const top = (await sources.first().locator('p.truncate').textContent())!
    if (top !== WATCH) {
      await page.getByRole('button', { name: `Move ${WATCH} up` }).click()
      await expect.poll(() => sources.first().locator('p.truncate').textContent()).toBe(WATCH)
    }
    await expect.poll(() => page.getByTestId('preview-steps').textContent()).toBe('10,000')

    await page.getByRole('button', { name: 'Count these steps' }).click()
    await page.getByText('These steps now count', { exact: true }).waitFor()
    await page.getByText('5 days with 10,000 steps now count on My Scores and the boards.').waitFor()
    await screenshot(page, 'imports-applied-desktop-light')

    await page.getByRole('link', { name: 'See My Scores' }).click()
    await page.waitForURL('**/myscores')
    await page.getByRole('heading', { name: 'Score history' }).waitFor()
    const yesterday = historyRow(page, isoDaysAgo(1))
    await yesterday.getByText('Apple Health import').filter({ visible: true }).waitFor()
    await expect(yesterday.locator('td').nth(2).innerText()).resolves.toBe('2,000')
    await expect(yesterday.textContent()).resolves.toContain('Also: Entered by you 500')
    await expect(
      historyRow(page, isoDaysAgo(5)).getByText('Apple Health import').filter({ visible: true }).count(),
    ).resolves.toBe(1)
    await screenshot(page, 'imports-myscores-desktop-light')

    // The board ranks the member by the imported steps.
    const standing = (await (await page.request.get('/api/scores/me')).json()) as { rank: number; steps: number }
    expect(standing.steps).toBe(10_000)
    await page.goto('/allScores')
    await page.getByRole('heading', { name: 'Leaderboard' }).waitFor()
    await expect
      .poll(async () => {
        const row = page.locator('table tbody tr').filter({ hasText: username })
        if ((await row.count()) > 0) return row.locator('td').first().textContent()
        return page.getByTestId('own-standing').textContent()
      })
      .toContain(`#${standing.rank}`)

    // Removing the import gives every day back what it had before.
    await page.goto('/imports')
    await page.getByRole('heading', { name: 'Past imports' }).waitFor()
    await page.getByRole('button', { name: 'Remove export.xml' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('The days export.xml brought go back to what they were before it').waitFor()
    await dialog.getByRole('button', { name: 'Remove' }).click()
    await page.locator('table tbody tr').filter({ hasText: 'export.xml' }).getByText('Removed').waitFor()

    await openMyScores(page)
    await historyRow(page, isoDaysAgo(1)).getByText('Entered by you').filter({ visible: true }).waitFor()
    await expect(historyRow(page, isoDaysAgo(1)).locator('td').nth(2).innerText()).resolves.toBe('500')
    await expect(historyRow(page, isoDaysAgo(5)).count()).resolves.toBe(0)
    expect(pageErrors).toEqual([])
  })

  it('a member pushes steps with a token made on the connect page, shown once, then revokes it', async () => {
    const { page, pageErrors } = await newPage(browser)
    await signUpInBrowser(page, `Pia Push ${suffix}`)
    await page.goto('/connect')
    await page.getByRole('heading', { level: 1, name: 'Connect your phone' }).waitFor()
    await page.getByRole('tab', { name: 'iPhone' }).click()
    await page.getByRole('button', { name: 'Make my token' }).first().click()
    await page.getByText('Type the values in Health Auto Export instead').click()
    await page.getByRole('button', { name: 'Copy header value' }).first().waitFor()
    await page.getByRole('button', { name: 'Copy URL' }).first().waitFor()
    const values = await page.locator('code').allTextContents()
    const url = values.find((value) => /^https?:.*\/api\/push\/steps$/.test(value))
    const token = values.find((value) => value.startsWith('Bearer '))?.slice('Bearer '.length)
    expect(url).toBeTruthy()
    expect(token).toMatch(/^sup_/)
    await screenshot(page, 'imports-push-token-desktop-light')
    expect(await axeViolations(page)).toEqual([])

    // Shown once: gone after a reload, where the token waits for its first sync.
    await page.reload()
    await page.getByRole('heading', { name: 'Your connections' }).waitFor()
    await page.getByText('Not synced yet').first().waitFor()
    await expect(page.getByText(token!).count()).resolves.toBe(0)

    const day = isoDaysAgo(2)
    const pushed = await fetch(url!, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ entries: [{ date: day, steps: 8123 }] }),
    })
    expect(pushed.status, await pushed.clone().text()).toBeLessThan(300)

    await openMyScores(page)
    await historyRow(page, day).getByText('Phone push').filter({ visible: true }).waitFor()
    await expect(historyRow(page, day).locator('td').nth(2).innerText()).resolves.toBe('8,123')

    await page.goto('/connect')
    await page.getByRole('heading', { name: 'Your connections' }).waitFor()
    await page.getByText(/Last synced .+ from a Shortcut or script/).waitFor()
    await page.getByRole('button', { name: /^Revoke the token made/ }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click()
    await expect.poll(() => page.getByRole('button', { name: /^Revoke the token made/ }).count()).toBe(0)

    const refused = await fetch(url!, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ entries: [{ date: day, steps: 9000 }] }),
    })
    expect(refused.status).toBe(401)
    expect(pageErrors).toEqual([])
  })

  it('the import page and the push section fit a phone, in the dark theme too', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page, context, pageErrors } = await newPage(browser, { viewport: PHONE, colorScheme: scheme })
      await signUpInBrowser(page, `Phone ${scheme} ${suffix}`)
      await page.evaluate((theme) => localStorage.setItem('theme', theme), scheme)
      await page.goto('/imports')
      await page.getByTestId('import-file-input').setInputFiles({
        name: 'export.xml',
        mimeType: 'text/xml',
        buffer: Buffer.from(overlappingAppleExport()),
      })
      await page.getByTestId('preview-days').waitFor({ timeout: 30_000 })
      await page.waitForLoadState('networkidle')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await screenshot(page, `imports-preview-phone-${scheme}`)
      await page.goto('/connect')
      await page.getByRole('heading', { level: 1, name: 'Connect your phone' }).waitFor()
      await screenshot(page, `imports-push-phone-${scheme}`)
      expect(pageErrors).toEqual([])
      await context.close()
    }
  })
})
