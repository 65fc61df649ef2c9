import fs from 'node:fs'
import { HC_WEBHOOK_SETTINGS_FILE_NAME } from '@stepup/contract'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHONE, baseUrl, launchBrowser, newPage, screenshot, signUpInBrowser } from './helpers/browser.ts'

/**
 * A member connects an Android phone: the settings file HC Webhook imports is downloaded from
 * /connect, the phone's syncs arrive with its token, the page turns to Connected by itself, the
 * steps count on My Scores and the board, and the admin sees the connection on the members page.
 */

/** West of UTC all year (no summer time since 2022): its days are never ahead of the server's. */
const ZONE = 'America/Mexico_City'
const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** HC Webhook's rolling read window. */
const LOOKBACK = 48 * HOUR

/** The zone's offset from UTC at an instant, in minutes. */
function offsetMinutes(instant: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant)
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)!.value)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / MINUTE)
}

/** The local date of an instant in the zone. */
const localDate = (instant: number, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  )

/** The instant of a date's local midnight (Java's `LocalDate.atStartOfDay(zone)`). */
function localMidnight(date: string, zone: string) {
  const wall = Date.parse(`${date}T00:00:00Z`)
  const guess = wall - offsetMinutes(wall, zone) * MINUTE
  return wall - offsetMinutes(guess, zone) * MINUTE
}

const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10)

interface StepRecord {
  count: number
  start: number
  end: number
}

/**
 * The body HC Webhook posts at a sync with Steps at its Daily resolution, as its SyncManager builds
 * it: one total per local day of the window, labelled from the day's midnight (`start_time`, the
 * UTC instant of local midnight), summed from the window's start, ending at the sync or the day's
 * end; days that ended before the last answered sync are left out.
 */
function dailySync(records: StepRecord[], now: number, lastSync: number | undefined) {
  const from = now - LOOKBACK
  const visible = records.filter((record) => record.end <= now && record.end > from)
  const steps = []
  for (let day = localDate(from, ZONE); day <= localDate(now, ZONE); day = nextDate(day)) {
    const dayStart = localMidnight(day, ZONE)
    const queryEnd = Math.min(localMidnight(nextDate(day), ZONE), now)
    if (lastSync !== undefined && queryEnd < lastSync) continue
    const count = visible
      .filter((record) => record.start >= Math.max(dayStart, from) && record.start < queryEnd)
      .reduce((sum, record) => sum + record.count, 0)
    if (count > 0)
      steps.push({
        count,
        start_time: new Date(dayStart).toISOString(),
        end_time: new Date(queryEnd).toISOString(),
      })
  }
  return { timestamp: new Date(now).toISOString(), app_version: '1.9.13', steps }
}

/** A day as My Scores writes it in English: "Nov 20, 2026". */
const shownDay = (iso: string) =>
  new Intl.DateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'medium' }).format(new Date(`${iso}T00:00:00Z`))

describe('connect your phone', () => {
  let browser: Browser
  const suffix = Date.now().toString(36)
  const username = `Cora Connect ${suffix}`

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser.close())

  it('a member downloads the Android settings file, the phone syncs, the page turns green and the steps count', async () => {
    const { page, pageErrors } = await newPage(browser)
    await signUpInBrowser(page, username)

    // The profile: the member's own time zone, in which the phone's days are dated.
    await page.getByRole('heading', { name: 'Time zone' }).waitFor()
    const zoneSelect = page.getByLabel('Your time zone')
    await expect(zoneSelect.locator('option').first().textContent()).resolves.toBe(
      "The community's time zone (default)",
    )
    await zoneSelect.selectOption(ZONE)
    await page.getByRole('button', { name: 'Save time zone' }).click()
    await page.getByText('Your time zone is saved.', { exact: false }).waitFor()
    const me = (await (await page.request.get('/api/me')).json()) as { timeZone: string | null }
    expect(me.timeZone).toBe(ZONE)

    // From the profile's pointer to the connect page.
    await page.getByRole('main').getByRole('link', { name: 'Connect your phone' }).click()
    await page.waitForURL('**/connect')
    await page.getByRole('heading', { level: 1, name: 'Connect your phone' }).waitFor()
    await page.getByRole('tab', { name: 'Android', selected: true }).waitFor()
    await page.getByText(`dated in your time zone, ${ZONE}`, { exact: false }).waitFor()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the settings file' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(HC_WEBHOOK_SETTINGS_FILE_NAME)
    const settings = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
      webhookConfigs: { url: string; headers: { Authorization: string }; dataTypeFilter: string[] }[]
      stepsResolutionMinutes: number
    }
    expect(settings.webhookConfigs).toHaveLength(1)
    const [webhook] = settings.webhookConfigs
    expect(webhook!.url).toBe(`${baseUrl()}/api/push/steps`)
    expect(webhook!.headers.Authorization).toMatch(/^Bearer \S+$/)
    expect(webhook!.dataTypeFilter).toEqual(['STEPS'])
    expect(settings.stepsResolutionMinutes).toBe(-1)
    const token = webhook!.headers.Authorization.slice('Bearer '.length)

    await page.getByText('Waiting for your first sync…').first().waitFor()
    // The values by hand carry the same token and address.
    await page.getByText('Set it up by hand instead').click()
    await page.getByRole('button', { name: 'Copy header value' }).waitFor()
    await expect(page.locator('code', { hasText: token }).count()).resolves.toBe(1)
    await page.getByRole('img', { name: 'QR code of the Authorization header value' }).waitFor()
    await screenshot(page, 'connect-waiting-desktop-light')

    // The phone: a walk yesterday (local time), one earlier today, a sync, then a short walk and
    // the next sync an hour later, each built as HC Webhook builds them.
    const now = Date.now()
    const records: StepRecord[] = [
      { count: 3100, start: now - 26 * HOUR, end: now - 25.5 * HOUR },
      { count: 2500, start: now - 100 * MINUTE, end: now - 80 * MINUTE },
      { count: 1234, start: now - 15 * MINUTE, end: now - 5 * MINUTE },
    ]
    const firstSync = now - 60 * MINUTE
    let lastSync: number | undefined
    for (const at of [firstSync, now]) {
      const body = dailySync(records, at, lastSync)
      const pushed = await fetch(webhook!.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: webhook!.headers.Authorization },
        body: JSON.stringify(body),
      })
      expect(pushed.status, await pushed.clone().text()).toBe(200)
      const ends = body.steps.map((step) => Date.parse(step.end_time)).filter((end) => end <= at)
      if (ends.length > 0) lastSync = Math.max(...ends)
    }
    const expected = new Map<string, number>()
    for (const record of records) {
      const day = localDate(record.start, ZONE)
      expected.set(day, (expected.get(day) ?? 0) + record.count)
    }
    const today = localDate(now - 5 * MINUTE, ZONE)

    // The page asks again by itself and turns green.
    await page.getByText('Connected', { exact: true }).first().waitFor({ timeout: 20_000 })
    await page
      .getByText(/Last synced .+ from HC Webhook/)
      .first()
      .waitFor()
    await screenshot(page, 'connect-connected-desktop-light')

    // My Scores shows the day's steps.
    await page.getByRole('link', { name: 'See your steps on My Scores' }).click()
    await page.waitForURL('**/myscores')
    await page.getByRole('heading', { name: 'Score history' }).waitFor()
    await page.getByRole('main').getByRole('link', { name: 'Connect your phone' }).first().waitFor()
    const row = page.locator('table tbody tr').filter({ hasText: shownDay(today) })
    await row.waitFor()
    await expect(row.locator('td').nth(2).innerText()).resolves.toBe(
      new Intl.NumberFormat('en').format(expected.get(today)!),
    )

    // The leaderboard ranks the member by them.
    const total = [...expected.values()].reduce((sum, steps) => sum + steps, 0)
    const standing = (await (await page.request.get('/api/scores/me')).json()) as { rank: number; steps: number }
    expect(standing.steps).toBe(total)
    await page.goto('/allScores')
    await page.getByRole('heading', { name: 'Leaderboard' }).waitFor()
    await expect
      .poll(async () => {
        const boardRow = page.locator('table tbody tr').filter({ hasText: username })
        if ((await boardRow.count()) > 0) return boardRow.first().textContent()
        return page.getByTestId('own-standing').textContent()
      })
      .toContain(`#${standing.rank}`)
    expect(pageErrors).toEqual([])
  })

  it('the admin sees who is connected on the members page, and filters by it', async () => {
    const { page, pageErrors } = await newPage(browser)
    await signUpInBrowser(page, `Admin Connect ${suffix}`, { admin: true })
    await page.goto('/admin/members')
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor()
    const table = page.getByRole('table', { name: 'Members' })
    await page.getByLabel('Search by name or email').fill(suffix)
    // The search applies after a pause in typing: the filters below narrow what it found.
    await page.waitForURL(new RegExp(`search=${suffix}`))
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 10_000 }).toBe(2)

    const member = table.locator('tbody tr').filter({ hasText: username })
    await member.getByText('HC Webhook').waitFor()
    await member.getByText(/Last data (this minute|\d+ minutes? ago)/).waitFor()
    const self = table.locator('tbody tr').filter({ hasText: `Admin Connect ${suffix}` })
    await self.getByText('Never connected').waitFor()
    await screenshot(page, 'connect-admin-members-desktop-light')

    await page.getByLabel('Phone').selectOption('connected')
    await page.waitForURL(/connection=connected/)
    await self.waitFor({ state: 'detached', timeout: 15_000 })
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 10_000 }).toBe(1)
    await table.getByRole('link', { name: username }).waitFor()
    await page.getByLabel('Phone').selectOption('none')
    await page.waitForURL(/connection=none/)
    await member.waitFor({ state: 'detached', timeout: 15_000 })
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 10_000 }).toBe(1)
    await table.getByRole('link', { name: `Admin Connect ${suffix}` }).waitFor()
    expect(pageErrors).toEqual([])
  })

  it('the connect page fits a phone, in the dark theme too', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page, context, pageErrors } = await newPage(browser, { viewport: PHONE, colorScheme: scheme })
      await signUpInBrowser(page, `Phone ${scheme} ${suffix}`)
      await page.evaluate((theme) => localStorage.setItem('theme', theme), scheme)
      await page.goto('/connect')
      await page.getByRole('heading', { level: 1, name: 'Connect your phone' }).waitFor()
      await page.getByRole('tab', { name: 'iPhone' }).click()
      await page.getByRole('button', { name: 'Make my token' }).first().click()
      const link = page.getByRole('link', { name: 'Open in Health Auto Export' })
      await expect(link.getAttribute('href')).resolves.toMatch(/^com\.HealthExport:\/\/automation\?url=/)
      await page.getByText('No Health Auto Export? The free way, with Apple Shortcuts').click()
      await page.waitForLoadState('networkidle')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await screenshot(page, `connect-iphone-phone-${scheme}`)
      expect(pageErrors).toEqual([])
      await context.close()
    }
  })
})
