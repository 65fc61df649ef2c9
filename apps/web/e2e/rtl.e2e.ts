import { request, type APIRequestContext, type Browser, type Locator, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { overlappingAppleExport } from './helpers/apple-export.ts'
import { E2E_ADMIN_TOKEN } from './helpers/global-setup.ts'
import { PHONE, baseUrl, launchBrowser, newPage, screenshot, seedLoggedIn, uniqueEmail } from './helpers/browser.ts'

const PASSWORD = 'walk-both-ways'
/** Longer than a phone's row: cut on a 375 px screen. */
const COMPETITION = 'Marathon challenge of the whole winter season'
const MEMBER = 'Noah Okafor'

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString().slice(0, 10)

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>
}

/** Where an element's text sits and how it is cut, as the reader sees it. */
async function layoutOf(locator: Locator) {
  return locator.evaluate((element) => {
    const text = element.firstChild?.nodeType === Node.TEXT_NODE ? element.firstChild : element
    const charRect = (index: number) => {
      const range = document.createRange()
      const node = text.nodeType === Node.TEXT_NODE ? text : text.firstChild!
      range.setStart(node, index)
      range.setEnd(node, index + 1)
      return range.getBoundingClientRect()
    }
    const box = element.getBoundingClientRect()
    const length = (element.textContent ?? '').length
    const first = charRect(0)
    const last = charRect(length - 1)
    return {
      direction: getComputedStyle(element).direction,
      cut: element.scrollWidth > element.clientWidth,
      box: { left: box.left, right: box.right },
      first: { left: first.left, right: first.right },
      last: { left: last.left, right: last.right },
    }
  })
}

/** The horizontal extent of the first occurrence of `part` in the element's text. */
async function extentOf(locator: Locator, part: string) {
  return locator.evaluate((element, part) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(part)
      if (at < 0) continue
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + part.length)
      const rects = [...range.getClientRects()]
      return { left: Math.min(...rects.map((r) => r.left)), right: Math.max(...rects.map((r) => r.right)) }
    }
    throw new Error(`"${part}" is not in the element`)
  }, part)
}

describe('right to left with Latin names and mixed strings (Hebrew, 375 px)', () => {
  let browser: Browser
  let page: Page
  let competitionId: number

  beforeAll(async () => {
    browser = await launchBrowser()
    const admin = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } })
    await ok(
      await admin.post('/api/auth/register', {
        data: {
          username: 'Ada Admin',
          email: uniqueEmail('rtl-admin'),
          password: PASSWORD,
          adminToken: E2E_ADMIN_TOKEN,
        },
      }),
      'admin',
    )
    const competition = await ok(
      await admin.post('/api/competitions', {
        data: {
          name: COMPETITION,
          description: 'Walk every day of the winter.',
          startDate: isoDaysAgo(3),
          endDate: isoDaysAgo(-14),
          participation: 'everyone',
          scoring: { individual: 'steps', team: 'average' },
        },
      }),
      'competition',
    )
    competitionId = Number(competition.id)
    await admin.dispose()

    const opened = await newPage(browser, { viewport: PHONE })
    page = opened.page
    const registered = await ok(
      await page.request.post('/api/auth/register', {
        data: { username: MEMBER, email: uniqueEmail('rtl'), password: PASSWORD },
        headers: { origin: baseUrl() },
      }),
      'member',
    )
    await ok(
      await page.request.post('/api/scores', {
        data: { date: isoDaysAgo(1), steps: 8_400 },
        headers: { origin: baseUrl() },
      }),
      'steps',
    )
    await seedLoggedIn(opened.context, registered.user as object, 'he', 'light')
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('cuts a Latin competition name at its own end, in its own direction', async () => {
    await page.goto('/myscores')
    const name = page.getByTestId('my-competitions').getByRole('link', { name: COMPETITION })
    await name.waitFor()
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    const layout = await layoutOf(name)
    expect(layout.direction).toBe('ltr')
    expect(layout.cut).toBe(true)
    // "Marathon chal…": the start of the name is shown from the element's left edge and its end is
    // what runs out, not "…season" with the start cut off.
    expect(layout.first.left).toBeGreaterThanOrEqual(layout.box.left - 1)
    expect(layout.first.right).toBeLessThanOrEqual(layout.box.right)
    expect(layout.last.right).toBeGreaterThan(layout.box.right)
    await screenshot(page, 'rtl-myscores-phone-he')
  })

  it('keeps Latin names and an English description in reading order on a competition', async () => {
    await page.goto(`/competitions/${competitionId}`)
    const title = page.getByRole('heading', { level: 1 })
    await title.getByText(COMPETITION).waitFor()
    const heading = await layoutOf(title.locator('bdi'))
    expect(heading.direction).toBe('ltr')
    // The words read left to right: "Marathon" before "season".
    const words = [await extentOf(title, 'Marathon'), await extentOf(title, 'season')]
    expect(words[0]!.right).toBeLessThanOrEqual(words[1]!.left)

    // The period of an English description stays at its own end: right of the last word.
    const description = page.getByText('Walk every day of the winter.')
    expect(await description.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr')
    const [winter, period] = [await extentOf(description, 'winter'), await extentOf(description, '.')]
    expect(period.left).toBeGreaterThanOrEqual(winter.right - 1)

    const member = page.locator('main').getByText(MEMBER, { exact: true }).first()
    await member.waitFor()
    const [noah, okafor] = [await extentOf(member, 'Noah'), await extentOf(member, 'Okafor')]
    expect(noah.right).toBeLessThanOrEqual(okafor.left)
    await screenshot(page, 'rtl-competition-phone-he')
  })

  it('shows "Apple Health · first – last" with each part in its place', async () => {
    await page.goto('/imports')
    await page.getByTestId('import-file-input').setInputFiles({
      name: 'export.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(overlappingAppleExport({ fromDaysAgo: 7, toDaysAgo: 1 })),
    })
    await page.getByTestId('preview-days').waitFor({ timeout: 30_000 })
    const line = page.locator('p', { hasText: 'Apple Health' }).filter({ hasText: '–' }).first()
    const [first, last] = await Promise.all(
      [isoDaysAgo(7), isoDaysAgo(1)].map((day) =>
        page.evaluate(
          (day) =>
            new Intl.DateTimeFormat('he', { timeZone: 'UTC', dateStyle: 'medium' }).format(
              new Date(`${day}T00:00:00Z`),
            ),
          day,
        ),
      ),
    )
    // Measured on one line: where the line wraps on a phone does not change the order of its parts.
    await line.evaluate((element) => (element.style.whiteSpace = 'nowrap'))
    const inOrder = async () => {
      const apple = await extentOf(line, 'Apple Health')
      const from = await extentOf(line, first!)
      const to = await extentOf(line, last!)
      // Right to left: the app's name first (rightmost), then the first day, then the last; and
      // "Apple Health" is one piece, not split around a date's number.
      return apple.left >= from.right - 1 && from.left >= to.right - 1 && apple.right - apple.left < 150
    }
    expect(await inOrder()).toBe(true)
    await screenshot(page, 'rtl-import-phone-he')

    // The same line without its isolation is the scrambled one this guards against.
    await line.evaluate((element) => {
      for (const bdi of element.querySelectorAll('bdi')) bdi.replaceWith(bdi.textContent ?? '')
      element.normalize()
    })
    expect(await inOrder()).toBe(false)
  })
})
