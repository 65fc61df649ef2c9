import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHONE, launchBrowser, newPage, screenshot, signUpInBrowser } from './helpers/browser.ts'

function isoDaysAgo(days: number) {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

/** A day as the app writes it in English: "Mar 3, 2026". */
const englishDay = (day: string) =>
  new Intl.DateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'medium' }).format(new Date(`${day}T00:00:00Z`))

/** The history table's row of a day, on a desktop. */
const historyRow = (page: Page, day: string) =>
  page
    .getByRole('table', { name: 'Score history' })
    .locator('tbody tr')
    .filter({ hasText: englishDay(day) })

describe('fair play', () => {
  let browser: Browser
  let admin: Page
  let member: Page
  let pageErrors: () => string[]
  const suffix = Date.now().toString(36)
  const memberName = `Tess Typer ${suffix}`
  const reason = `Typed from memory, not from a device (${suffix})`

  beforeAll(async () => {
    browser = await launchBrowser()
    const adminPage = await newPage(browser)
    const memberPage = await newPage(browser)
    admin = adminPage.page
    member = memberPage.page
    pageErrors = () => [...adminPage.pageErrors, ...memberPage.pageErrors]
    await signUpInBrowser(admin, `Ada Arbiter ${suffix}`, { admin: true })
    await signUpInBrowser(member, memberName)
  })
  afterAll(() => browser.close())

  it('a member types a day above the cap; the admin finds it in the queue and voids it; the member reads why', async () => {
    const yesterday = isoDaysAgo(1)
    await member.goto('/myscores')
    const entry = member.locator('form').filter({ has: member.getByRole('button', { name: 'Save steps' }) })
    await entry.getByLabel('Date').fill(yesterday)
    await entry.getByLabel('Steps').fill('30000')
    await entry.getByRole('button', { name: 'Save steps' }).click()
    await entry.getByText(/^Saved .* steps for/).waitFor()
    // Flagged, and counting its capped 20,000 while it waits (flagged days count until reviewed by default).
    await historyRow(member, yesterday).getByText('Under review').waitFor()
    await expect(historyRow(member, yesterday).textContent()).resolves.toContain(
      'Above a daily cap · A round typed number',
    )
    await expect(historyRow(member, yesterday).textContent()).resolves.toContain('20,000')

    await admin.goto('/admin')
    await admin.getByRole('link', { name: /^Review queue/ }).click()
    await admin.getByRole('heading', { level: 1, name: 'Review queue' }).waitFor()
    await admin.getByTestId('review-total').waitFor()
    // Other journeys leave flagged days too, older ones first: page on until the member's shows.
    const card = admin.getByTestId('review-card').filter({ hasText: memberName })
    while ((await card.count()) === 0) {
      await admin.getByRole('button', { name: 'Load more' }).click()
      await admin.waitForFunction(() => !document.querySelector('main [aria-busy=true]'))
    }
    await expect(card.textContent()).resolves.toMatch(/Counts now20,000Recorded30,000/)
    await card.getByText('Above a daily cap').waitFor()
    await card.getByText('A round typed number').waitFor()
    await screenshot(admin, 'fair-play-review-queue')

    await card.getByRole('button', { name: 'Void', exact: true }).click()
    const dialog = admin.getByRole('dialog', { name: `Void ${memberName}'s day of ${englishDay(yesterday)}` })
    await dialog.getByRole('button', { name: 'Void day' }).click()
    await dialog.getByText('Give the member a reason for voiding the day').waitFor()
    await dialog.getByLabel('Reason').fill(reason)
    await dialog.getByRole('button', { name: 'Void day' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await admin.getByText(`${memberName}'s day of ${englishDay(yesterday)} is voided.`).waitFor()
    await card.waitFor({ state: 'detached' })

    await member.reload()
    await historyRow(member, yesterday).getByText(`Voided by an admin: ${reason}`).waitFor()
    const cells = await historyRow(member, yesterday).locator('td').allInnerTexts()
    expect(cells.slice(2)).toEqual(['0', '0', '0'])
    expect(pageErrors()).toEqual([])
  })

  it('the admin turns the activity converter on; a member converts 30 minutes of cycling into steps and takes them back', async () => {
    await admin.goto('/admin')
    const rules = admin.locator('form').filter({ has: admin.getByRole('button', { name: 'Save fair-play rules' }) })
    // A rate left empty is refused on its field; the defaults come back with one click.
    const rate = rules.getByLabel('Cycling, Moderate: steps a minute')
    await rate.fill('')
    await rules.getByRole('button', { name: 'Save fair-play rules' }).click()
    await rules.getByText('Each rate must be a whole number of steps a minute from 0 to 500').waitFor()
    await rules.getByRole('button', { name: 'Reset to defaults' }).click()
    await expect(rate.inputValue()).resolves.toBe('100')
    const converter = rules.getByRole('switch', { name: /Members may convert activities into steps/ })
    if (!(await converter.isChecked())) await converter.check({ force: true })
    await rules.getByRole('button', { name: 'Save fair-play rules' }).click()
    await rules.getByText('Fair-play rules saved.').waitFor()

    const today = isoDaysAgo(0)
    await member.goto('/myscores')
    const form = member.locator('form').filter({ has: member.getByRole('button', { name: 'Record activity' }) })
    await form.getByLabel('Activity').selectOption({ label: 'Cycling' })
    await form.getByLabel('Intensity').selectOption({ label: 'Moderate' })
    await form.getByLabel('Minutes').fill('30')
    await form.getByText('= 3,000 steps').waitFor()
    await form.getByRole('button', { name: 'Record activity' }).click()
    await form.getByText(`Recorded 30 min of Cycling for ${englishDay(today)}: 3,000 steps.`).waitFor()
    await member.getByText('Cycling, Moderate, 30 min').waitFor()
    const row = historyRow(member, today)
    await row.getByText('Activity converter').waitFor()
    await expect(row.locator('td').nth(2).innerText()).resolves.toBe('3,000')
    await screenshot(member, 'fair-play-activity')

    await member.getByRole('button', { name: `Delete Cycling, Moderate, 30 min on ${englishDay(today)}` }).click()
    const confirm = member.getByRole('dialog', { name: 'Delete this activity?' })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await confirm.waitFor({ state: 'hidden' })
    await member.getByText('No activities in the last 30 days.').waitFor()
    // The day keeps its row, with no steps from anywhere.
    await expect.poll(() => row.locator('td').nth(2).innerText()).toBe('0')
    expect(pageErrors()).toEqual([])
  })

  it('fits the review queue and the converter on a phone', async () => {
    for (const page of [admin, member]) await page.setViewportSize(PHONE)
    await admin.goto('/admin/review')
    await admin.getByRole('heading', { level: 1, name: 'Review queue' }).waitFor()
    await member.goto('/myscores')
    await member.getByRole('button', { name: 'Record activity' }).waitFor()
    for (const page of [admin, member]) {
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, page.url()).toBeLessThanOrEqual(PHONE.width)
    }
    await screenshot(admin, 'fair-play-review-queue-phone')
    await screenshot(member, 'fair-play-activity-phone')
  })
})
