import { request, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_ADMIN_TOKEN } from './helpers/global-setup.ts'
import { axeViolations } from './helpers/axe.ts'
import { baseUrl, launchBrowser, newPage, screenshot, signUpInBrowser, uniqueEmail } from './helpers/browser.ts'

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
    await achievements.getByText('First steps').waitFor()
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
    await achievements.getByText('First steps').waitFor()
    expect(pageErrors).toEqual([])
  })
})
