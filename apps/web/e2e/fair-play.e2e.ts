import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHONE, baseUrl, launchBrowser, newPage, screenshot, signUpInBrowser } from './helpers/browser.ts'

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
    await member.getByText(/^Saved .* steps for/).waitFor()
    // Flagged, and counting its capped 20,000 while it waits (flagged days count until reviewed by default).
    await historyRow(member, yesterday).getByText('Under review').filter({ visible: true }).waitFor()
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
    await historyRow(member, yesterday).getByText(`Voided by an admin: ${reason}`).filter({ visible: true }).waitFor()
    const cells = await historyRow(member, yesterday).locator('td:visible').allInnerTexts()
    expect(cells.slice(2)).toEqual(['0', '0', '0'])
    expect(pageErrors()).toEqual([])
  })

  it('the admin turns the activity converter on; a member converts 30 minutes of cycling into steps and takes them back', async () => {
    await admin.goto('/admin/rules')
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
    await row.getByText('Activity converter').filter({ visible: true }).waitFor()
    await expect(row.locator('td:visible').nth(2).innerText()).resolves.toBe('3,000')
    await screenshot(member, 'fair-play-activity')

    await member.getByRole('button', { name: `Delete Cycling, Moderate, 30 min on ${englishDay(today)}` }).click()
    const confirm = member.getByRole('dialog', { name: 'Delete this activity?' })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await confirm.waitFor({ state: 'hidden' })
    await member.getByText('No activities in the last 30 days.').waitFor()
    // The day keeps its row, with no steps from anywhere.
    await expect.poll(() => row.locator('td:visible').nth(2).innerText()).toBe('0')
    expect(pageErrors()).toEqual([])
  })

  it('says before approving what a day above the cap will count, and undoes the approval', async () => {
    const day = isoDaysAgo(2)
    await member.goto('/myscores')
    const entry = member.locator('form').filter({ has: member.getByRole('button', { name: 'Save steps' }) })
    await entry.getByLabel('Date').fill(day)
    await entry.getByLabel('Steps').fill('25000')
    await entry.getByRole('button', { name: 'Save steps' }).click()
    await member.getByText(/^Saved .* steps for/).waitFor()

    await admin.goto('/admin/review')
    await admin.getByTestId('review-total').waitFor()
    const card = admin
      .getByTestId('review-card')
      .filter({ hasText: memberName })
      .filter({ hasText: englishDay(day) })
    while ((await card.count()) === 0) {
      await admin.getByRole('button', { name: 'Load more' }).click()
      await admin.waitForFunction(() => !document.querySelector('main [aria-busy=true]'))
    }
    // Before the click: what the day will count, and why it is less than recorded.
    await card.getByText('Approving counts 20,000 — the daily cap').waitFor()
    await expect(card.getByRole('link', { name: memberName }).getAttribute('href')).resolves.toMatch(
      /^\/admin\/members\/\d+$/,
    )
    await card.getByRole('button', { name: 'Approve', exact: true }).click()
    await admin.getByText(`${memberName}'s day of ${englishDay(day)} is approved: it counts 20,000 steps.`).waitFor()
    await card.waitFor({ state: 'detached' })
    await screenshot(admin, 'fair-play-undo')

    await admin.getByRole('button', { name: 'Undo' }).click()
    await admin.getByText(`Undone: ${memberName}'s day of ${englishDay(day)} waits for review again.`).waitFor()
    await card.waitFor()
    await member.reload()
    await historyRow(member, day).getByText('Under review').filter({ visible: true }).waitFor()

    await card.getByRole('button', { name: 'Approve', exact: true }).click()
    await card.waitFor({ state: 'detached' })
    // Undo is offered for a few seconds only.
    await admin.getByRole('button', { name: 'Undo' }).waitFor({ state: 'detached', timeout: 15_000 })
    expect(pageErrors()).toEqual([])
  })

  it('a member whose typed day an import outranks asks an admin, who corrects the day and so answers the request', async () => {
    const day = isoDaysAgo(3)
    const { email } = (await (await member.request.get('/api/me')).json()) as { email: string }
    const imported = await admin.request.post('/api/admin/steps/import', {
      headers: { 'content-type': 'text/csv', origin: baseUrl() },
      data: `email,date,steps\n${email},${day},6200\n`,
    })
    expect(imported.status()).toBe(200)

    await member.goto('/myscores')
    const entry = member.locator('form').filter({ has: member.getByRole('button', { name: 'Save steps' }) })
    await entry.getByLabel('Date').fill(day)
    await entry.getByLabel('Steps').fill('9500')
    await entry.getByRole('button', { name: 'Save steps' }).click()
    // What counts comes first; the typed count is said to be kept, not counted.
    const answer = member.getByRole('status').filter({ hasText: 'Admin import count for' })
    await answer.getByText(`6,200 steps from Admin import count for ${englishDay(day)}`).waitFor()
    await answer.getByText(/Your typed 9,500 steps are kept, but they do not count/).waitFor()
    await screenshot(member, 'fair-play-outranked')
    await answer.getByRole('button', { name: 'Ask an admin to correct this day' }).click()
    const ask = member.getByRole('dialog', { name: `Ask an admin to correct ${englishDay(day)}` })
    await ask.getByLabel('What happened?').fill(`My watch was charging on the hike (${suffix})`)
    await ask.getByRole('button', { name: 'Send request' }).click()
    await member.getByText(`Sent: an admin will look at ${englishDay(day)}.`, { exact: false }).waitFor()
    const mine = member.getByTestId('my-day-requests')
    await mine.getByText('Waiting for an admin').waitFor()

    await admin.goto('/admin/review')
    const request = admin.getByTestId('request-card').filter({ hasText: memberName })
    await request.getByText(`My watch was charging on the hike (${suffix})`).waitFor()
    await request.getByText('6,200', { exact: true }).first().waitFor()
    await screenshot(admin, 'fair-play-request')
    await request.getByRole('button', { name: 'Correct the day' }).click()
    await expect(request.getByLabel('Steps the day counts').inputValue()).resolves.toBe('9500')
    await request.getByLabel('Reason').fill('The hike with the team')
    await request.getByRole('button', { name: 'Save correction' }).click()
    await admin
      .getByText(`${memberName}'s day of ${englishDay(day)} now counts 9,500 steps; the request is answered.`)
      .waitFor()
    await request.waitFor({ state: 'detached' })

    await member.reload()
    await mine.getByText('Corrected').waitFor()
    await expect(historyRow(member, day).locator('td:visible').nth(2).innerText()).resolves.toBe('9,500')
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
