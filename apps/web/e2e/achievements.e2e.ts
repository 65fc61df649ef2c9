import fs from 'node:fs'
import { request, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_ADMIN_TOKEN } from './helpers/global-setup.ts'
import { axeViolations } from './helpers/axe.ts'
import { baseUrl, launchBrowser, newPage, PHONE, screenshot, signUpInBrowser, uniqueEmail } from './helpers/browser.ts'

function isoDaysAgo(days: number) {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

describe('achievements', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser.close())

  it('a member earns a streak from a phone push, sees it on the profile, and loses it when an admin corrects the day', async () => {
    const { page, pageErrors } = await newPage(browser)
    const suffix = Date.now().toString(36)
    await signUpInBrowser(page, `Sam Streak ${suffix}`)
    const me = (await (await page.request.get('/api/me')).json()) as { id: number }

    // The phone pushes three days on the goal, as Health Auto Export would.
    const made = await page.request.post('/api/me/push-tokens', { headers: { origin: baseUrl() } })
    expect(made.status(), await made.text()).toBe(201)
    const { token, url } = (await made.json()) as { token: string; url: string }
    const pushed = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        entries: [
          { date: isoDaysAgo(2), steps: 11_234 },
          { date: isoDaysAgo(1), steps: 12_345 },
          { date: isoDaysAgo(0), steps: 10_456 },
        ],
      }),
    })
    expect(pushed.status, await pushed.clone().text()).toBeLessThan(300)

    // Awarded within seconds of the push: the profile shows it with the day that earned it.
    const achievements = page.getByRole('list', { name: 'Achievements earned' })
    /** How many times the profile, opened afresh, shows the three-day streak. */
    const streaksShown = async () => {
      await page.goto('/profile')
      await page.getByTestId('achievement-level').waitFor()
      return achievements.getByText('3 days in a row on goal').count()
    }
    await expect.poll(streaksShown, { timeout: 30_000, intervals: [1_000] }).toBe(1)
    await achievements.getByText('First steps', { exact: true }).waitFor()
    await page.getByRole('progressbar', { name: '7 days in a row on goal' }).waitFor()
    await screenshot(page, 'achievements-profile-desktop-light')
    expect(await axeViolations(page)).toEqual([])

    // An admin corrects yesterday below the goal: the streak no longer holds, and it goes.
    const admin = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } })
    expect(
      (
        await admin.post('/api/auth/register', {
          data: {
            username: `Ada Judge ${suffix}`,
            email: uniqueEmail('judge'),
            password: 'walk-every-day',
            adminToken: E2E_ADMIN_TOKEN,
          },
        })
      ).ok(),
    ).toBe(true)
    const corrected = await admin.put(`/api/admin/members/${me.id}/days/${isoDaysAgo(1)}`, {
      data: { steps: 4_321, reason: 'The phone counted a car ride' },
    })
    expect(corrected.status(), await corrected.text()).toBe(200)
    await admin.dispose()
    await expect.poll(streaksShown, { timeout: 30_000, intervals: [1_000] }).toBe(0)
    await achievements.getByText('First steps', { exact: true }).waitFor()
    // It is listed as taken back, with why.
    const takenBack = page.getByRole('list', { name: 'Taken back' })
    await takenBack.getByText('3 days in a row on goal').waitFor()
    await takenBack.getByText('An admin voided or corrected one of the days that earned it.').first().waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it('celebrates a new achievement on the page the member is on, shares its card, and shows it to others as the member allows', async () => {
    const { page, pageErrors } = await newPage(browser)
    const suffix = Date.now().toString(36)
    await signUpInBrowser(page, `Cleo Card ${suffix}`)
    const me = (await (await page.request.get('/api/me')).json()) as { id: number }
    // The first look takes what the member has (nothing) as seen: nothing is celebrated yet.
    await page.goto('/allScores')
    await page.waitForFunction((id) => localStorage.getItem(`achievementsSeen:${id}`) === '[]', me.id)

    const entered = await page.request.post('/api/scores', {
      headers: { origin: baseUrl() },
      data: { date: isoDaysAgo(1), steps: 12_345 },
    })
    expect(entered.status(), await entered.text()).toBe(200)

    // Awarded a few seconds later; the page the member is on greets it.
    const celebration = page.getByTestId('achievement-celebration')
    await expect
      .poll(
        async () => {
          await page.reload()
          await page.getByRole('heading', { level: 1 }).waitFor()
          return celebration.waitFor({ timeout: 3_000 }).then(
            () => true,
            () => false,
          )
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toBe(true)
    await expect.poll(() => celebration.getByRole('heading', { name: 'New achievement' }).isVisible()).toBe(true)
    await celebration.getByText('10,000 steps in a day').waitFor()
    await celebration.getByText('and 1 more').waitFor()
    expect(await page.getByRole('status').filter({ has: celebration }).count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'achievements-celebration-desktop-light')

    // Chromium on Linux cannot share files: the card is saved instead, a 1200×630 PNG.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      celebration.getByRole('button', { name: 'Share' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('stepup-best-day-10000.png')
    const png = fs.readFileSync((await download.path())!)
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    await page.getByText('The card is in your downloads.').waitFor()

    // Once seen, it is not celebrated again.
    await page.reload()
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.waitForTimeout(1_500)
    expect(await celebration.count()).toBe(0)

    // On the profile each badge shares its card; where the browser can share files, through the share sheet.
    await page.evaluate(() => {
      const shared: string[] = []
      Object.assign(window, { shared })
      Object.assign(navigator, {
        canShare: () => true,
        share: async (data: { files: File[] }) => void shared.push(data.files[0]!.name),
      })
    })
    await page.getByRole('link', { name: 'Profile' }).first().click()
    await page.getByRole('button', { name: 'Share the card of “First steps”' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: string[] }).shared))
      .toEqual(['stepup-first-steps.png'])

    // Another member sees the badges and level on the member's profile, on a phone too.
    const other = await newPage(browser, { viewport: PHONE, colorScheme: 'dark' })
    await signUpInBrowser(other.page, `Omar Other ${suffix}`)
    await other.page.goto(`/profile/${me.id}`)
    const theirs = other.page.getByRole('list', { name: 'Achievements earned' })
    await theirs.getByText('First steps', { exact: true }).waitFor()
    await other.page.getByTestId('member-achievement-level').getByText('Level 1 · 20 points').waitFor()
    // Their badges can be shared too, each its card with the member's name: nothing else to press.
    const buttons = await theirs.getByRole('button').count()
    expect(buttons).toBeGreaterThan(0)
    expect(await theirs.getByRole('button', { name: /^Share the card of Cleo Card .*’s “/ }).count()).toBe(buttons)
    expect(await axeViolations(other.page)).toEqual([])
    await screenshot(other.page, 'achievements-member-phone-dark')

    // The member keeps them to friends: the other member is told so, and sees no badges.
    await page.getByRole('radio', { name: /Friends only/ }).check()
    await page
      .locator('form')
      .filter({ has: page.getByRole('radio', { name: /Friends only/ }) })
      .getByRole('button', { name: 'Save' })
      .click()
    await page.getByText('Saved: who sees your achievements.').waitFor()
    await other.page.reload()
    await other.page.getByText('This member shows their achievements to their friends only').waitFor()
    expect(await other.page.getByRole('list', { name: 'Achievements earned' }).count()).toBe(0)
    expect(await axeViolations(other.page)).toEqual([])
    expect(pageErrors).toEqual([])
    expect(other.pageErrors).toEqual([])
  })
})
