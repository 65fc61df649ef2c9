import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, signUpInBrowser } from './helpers/browser.ts'

const PASSWORD = 'correct horse'

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** Serious and critical accessibility problems axe finds on the page (contrast, names, landmarks). */
async function accessibilityProblems(page: Page) {
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: any[] }> } }).axe
    return (await axe.run(document)).violations
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node: any) => node.target.join(' ')).join(', ')}`)
}

/** A `datetime-local` value for `hours` from now, on the browser's (and this machine's) clock. */
function localInput(hours: number) {
  const date = new Date(Date.now() + hours * 3600 * 1000)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

function signUp(page: Page, username: string, options: { admin?: boolean } = {}) {
  return signUpInBrowser(page, username, { ...options, password: PASSWORD })
}

interface BoardRow {
  rank: number
  bonus: string
  total: string
}

/** The member's row of the /allScores leaderboard (the whole board, past the top 10). */
async function boardRow(page: Page, username: string): Promise<BoardRow> {
  await page.goto('/allScores')
  await page.getByRole('heading', { name: 'Leaderboard' }).waitFor()
  // A member outside the top 10 is shown the rows around them first: this reads the whole board.
  await page.getByRole('button', { name: 'Top 10', exact: true }).click()
  await page.locator('table tbody tr').first().waitFor()
  const showMore = page.getByRole('button', { name: 'Show More' })
  if (await showMore.isVisible()) {
    await showMore.click()
    // Past the top 10 once the whole board's first page is in.
    await page.locator('table tbody tr').nth(10).waitFor()
  }
  const row = page.locator('table tbody tr', { hasText: username })
  // Other tests' members share the board: page on until the member's row is there.
  const loadMore = page.getByRole('button', { name: 'Load more' })
  while (!(await row.isVisible()) && (await loadMore.isVisible())) {
    const rows = await page.locator('table tbody tr').count()
    await loadMore.click()
    await expect.poll(() => page.locator('table tbody tr').count()).toBeGreaterThan(rows)
  }
  await row.waitFor()
  const cells = await row.locator('td').allTextContents()
  return { rank: Number(cells[0]!.replace('#', '')), bonus: cells[3]!, total: cells[4]! }
}

/** Bonus and total of the member's only day on /myscores (the day they sent the proof). */
async function myScoresToday(page: Page) {
  await page.goto('/myscores')
  await page.getByRole('heading', { name: 'Score history' }).waitFor()
  const rows = page.locator('table tbody tr')
  await rows.first().waitFor()
  await expect(rows.count()).resolves.toBe(1)
  const cells = await rows.first().locator('td').allTextContents()
  // Date, source, steps, bonus, total.
  return { bonus: cells[3], total: cells[4] }
}

async function proofPng() {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 255, g: 120, b: 30 } } })
    .composite([
      {
        input: Buffer.from('<svg width="640" height="480"><circle cx="320" cy="240" r="150" fill="#1e3a8a"/></svg>'),
      },
    ])
    .png()
    .toBuffer()
}

describe('challenges', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser.close())

  it('admin creates, member proves with a photo, admin approves, and the viewer downloads it', async () => {
    const admin = await newPage(browser)
    const member = await newPage(browser)
    const rival = await newPage(browser)
    const suffix = Date.now().toString(36)
    const name = `Sunrise walk ${suffix}`
    const memberName = `Mia ${suffix}`
    const rivalName = `Rex ${suffix}`

    // A rival walks 30 steps today, so the member starts below them on the board.
    await signUp(rival.page, rivalName)
    const entry = await rival.page.request.post('/api/scores', {
      headers: { origin: new URL(rival.page.url()).origin },
      data: { date: new Date().toISOString().slice(0, 10), steps: 30 },
    })
    expect(entry.status()).toBe(200)

    // The admin creates a challenge.
    await signUp(admin.page, 'Ada Admin', { admin: true })
    await admin.page.goto('/challenges')
    await admin.page.getByRole('link', { name: 'Create Challenge' }).click()
    await admin.page.waitForURL('**/challenges/create')
    await admin.page.getByRole('button', { name: 'Create Challenge' }).click()
    await expect(admin.page.getByText('This field is required.').count()).resolves.toBe(4)
    await admin.page.getByLabel('Name').fill(name)
    await admin.page.getByLabel('Start date and time').fill(localInput(-1))
    await admin.page.getByLabel('End date and time').fill(localInput(48))
    await admin.page.getByLabel('Points').fill('2.5')
    await admin.page.getByRole('button', { name: 'Create Challenge' }).click()
    await admin.page.getByText('Points must be an integer').waitFor()
    await admin.page.getByLabel('Points').fill('40')
    await admin.page.getByRole('button', { name: 'Create Challenge' }).click()
    await admin.page.waitForURL(/\/challenges$/)
    // Said on the list it leads back to, with the next step.
    const created = admin.page.getByRole('alert').filter({ hasText: 'Challenge created!' })
    await created.waitFor()
    expect(await created.textContent()).toContain('judge them in the admin panel')
    const adminCard = admin.page.locator('[data-testid^="challenge-"]', { hasText: name })
    await adminCard.waitFor()
    const id = Number((await adminCard.getAttribute('data-testid'))!.replace('challenge-', ''))

    // A member sees it as active, without the admin's button, and sends a photo.
    await signUp(member.page, memberName)
    await member.page.goto('/challenges')
    const card = member.page.getByTestId(`challenge-${id}`)
    await card.waitFor()
    await expect(member.page.getByRole('link', { name: 'Create Challenge' }).count()).resolves.toBe(0)
    await expect(card.getByText('Not submitted').isVisible()).resolves.toBe(true)
    await screenshot(member.page, 'challenges-list-desktop-light')
    await card.getByRole('button', { name: 'Submit proof' }).click()
    const dialogBox = member.page.getByRole('dialog')
    await dialogBox.locator('input[type=file]').setInputFiles({
      name: 'proof.png',
      mimeType: 'image/png',
      buffer: await proofPng(),
    })
    await dialogBox.getByAltText('Preview of the photo you chose').waitFor()
    await screenshot(member.page, 'challenges-proof-dialog-desktop-light')
    // Record what the progress bar shows while the photo uploads.
    await member.page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { progressSeen: string[] }).progressSeen = seen
      new MutationObserver(() => {
        const value = document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow')
        if (value && seen.at(-1) !== value) seen.push(value)
      }).observe(document.body, { subtree: true, childList: true, attributes: true })
    })
    await dialogBox.getByRole('button', { name: 'Send proof' }).click()
    await dialogBox.getByText('Proof sent! An admin will review it soon.').waitFor()
    const progressSeen = await member.page.evaluate(
      () => (window as unknown as { progressSeen: string[] }).progressSeen,
    )
    expect(progressSeen.length).toBeGreaterThan(0)
    expect(progressSeen.at(-1)).toBe('100')
    await dialogBox.getByRole('button', { name: 'Close' }).last().click()
    await card.getByText('Pending').waitFor()
    await expect(card.getByRole('button', { name: 'Submit proof' }).count()).resolves.toBe(0)

    const before = await boardRow(member.page, memberName)
    const rivalBefore = await boardRow(member.page, rivalName)
    expect(before).toMatchObject({ bonus: '0', total: '0' })
    expect(before.rank).toBeGreaterThan(rivalBefore.rank)

    // The admin approves it from the details page.
    await admin.page.goto(`/challenges/${id}`)
    const pending = admin.page.locator('section', { has: admin.page.getByRole('heading', { name: /^Pending/ }) })
    await pending.getByText(memberName).waitFor()
    await screenshot(admin.page, 'challenge-details-pending-desktop-light')
    await pending.getByRole('button', { name: 'Approve' }).click()
    const approved = admin.page.locator('section', { has: admin.page.getByRole('heading', { name: /^Approved/ }) })
    await approved.getByText(memberName).waitFor()
    await expect(approved.getByText('Approved', { exact: true }).count()).resolves.toBe(1)

    // The zoom viewer opens, zooms, and downloads the photo.
    await approved.getByRole('button', { name: `Open ${memberName}’s photo` }).click()
    const viewer = admin.page.getByRole('dialog', { name: `${memberName}’s proof` })
    await viewer.getByRole('img', { name: `${memberName}’s proof` }).waitFor()
    await viewer.getByRole('button', { name: 'Zoom in' }).click()
    await admin.page.waitForFunction(() =>
      /scale\((?!1\))/.test(
        (document.querySelector('dialog[open] .react-transform-component') as HTMLElement | null)?.style.transform ??
          '',
      ),
    )
    await screenshot(admin.page, 'challenge-viewer-desktop-light')
    const downloading = admin.page.waitForEvent('download')
    await viewer.getByRole('link', { name: 'Download' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`mia-${suffix}-s-proof.png`)
    const saved = await download.path()
    const bytes = fs.readFileSync(saved)
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    expect((await sharp(bytes).metadata()).width).toBe(640)
    await viewer.getByRole('button', { name: 'Close' }).click()

    // The member's status, bonus and rank follow.
    await member.page.goto('/challenges')
    await member.page.getByTestId(`challenge-${id}`).getByText('Approved').waitFor()
    await expect(myScoresToday(member.page)).resolves.toEqual({ bonus: '40', total: '40' })
    const after = await boardRow(member.page, memberName)
    const rivalAfter = await boardRow(member.page, rivalName)
    expect(after).toMatchObject({ bonus: '40', total: '40' })
    expect(after.rank).toBeLessThan(before.rank)
    expect(after.rank).toBeLessThan(rivalAfter.rank)

    // An admin's change of points re-syncs the approved bonus.
    await admin.page.getByRole('button', { name: 'Edit' }).click()
    const edit = admin.page.getByRole('dialog', { name: 'Edit challenge' })
    await edit.getByLabel('Points').fill('55')
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await edit.waitFor({ state: 'hidden' })
    await admin.page.getByText('55 points').waitFor()
    await expect(myScoresToday(member.page)).resolves.toEqual({ bonus: '55', total: '55' })

    expect(admin.pageErrors).toEqual([])
    expect(member.pageErrors).toEqual([])
    expect(rival.pageErrors).toEqual([])
    await Promise.all([admin.context.close(), member.context.close(), rival.context.close()])
  })

  it('says "Challenge not found" for a missing id', async () => {
    const { page, context, pageErrors } = await newPage(browser)
    await signUp(page, 'Nina Nowhere')
    await page.goto('/challenges/987654')
    await page.getByText('Challenge not found').waitFor()
    await page.goto('/challenges/not-a-number')
    await page.getByText('Challenge not found').waitFor()
    expect(pageErrors).toEqual([])
    await context.close()
  })

  it('looks right on a phone and in the dark theme', async () => {
    const setup = await newPage(browser)
    await signUp(setup.page, 'Archie Archivist', { admin: true })
    const archived = await setup.page.request.post('/api/challenges', {
      headers: { origin: new URL(setup.page.url()).origin },
      data: {
        name: 'Autumn stairs (last month)',
        points: 15,
        startDate: new Date(Date.now() - 40 * 24 * 3600 * 1000).toISOString(),
        endDate: new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString(),
      },
    })
    expect(archived.status()).toBe(201)
    const origin = new URL(setup.page.url()).origin
    const running = await setup.page.request.post('/api/challenges', {
      headers: { origin },
      data: {
        name: 'Lunchtime lap',
        points: 20,
        startDate: new Date(Date.now() - 3600_000).toISOString(),
        endDate: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
      },
    })
    expect(running.status()).toBe(201)
    const runningId = ((await running.json()) as { id: number }).id
    const proof = await setup.page.request.post(`/api/challenges/${runningId}/completions`, {
      headers: { origin },
      multipart: { file: { name: 'lap.png', mimeType: 'image/png', buffer: await proofPng() } },
    })
    expect(proof.status()).toBe(201)
    await setup.context.close()

    for (const [viewport, colorScheme, label] of [
      [PHONE, 'light', 'phone-light'],
      [PHONE, 'dark', 'phone-dark'],
      [DESKTOP, 'dark', 'desktop-dark'],
    ] as const) {
      const { page, context, pageErrors } = await newPage(browser, { viewport, colorScheme })
      await signUp(page, `Theo ${label}`, { admin: true })
      await page.goto('/challenges')
      await page.locator('[data-testid^="challenge-"]').first().waitFor()
      await page.getByText('Autumn stairs (last month)').waitFor()
      await screenshot(page, `challenges-list-${label}`)
      await expect(accessibilityProblems(page)).resolves.toEqual([])
      await page.getByTestId(`challenge-${runningId}`).getByRole('link', { name: 'View details' }).click()
      await page.locator('[data-testid^="submission-"]').first().waitFor()
      await screenshot(page, `challenge-details-${label}`)
      await expect(accessibilityProblems(page)).resolves.toEqual([])
      await page
        .getByRole('button', { name: /^Open .*’s photo$/ })
        .first()
        .click()
      await page.getByRole('dialog').getByRole('link', { name: 'Download' }).waitFor()
      await screenshot(page, `challenge-viewer-${label}`)
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
      await page.goto('/challenges/create')
      await page.getByLabel('Name').waitFor()
      await screenshot(page, `challenge-create-${label}`)
      await expect(accessibilityProblems(page)).resolves.toEqual([])
      const hasHorizontalScroll = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      )
      expect(hasHorizontalScroll).toBe(false)
      expect(pageErrors).toEqual([])
      await context.close()
    }
  })
})
