import { request, type APIRequestContext, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_ADMIN_TOKEN } from './helpers/global-setup.ts'
import { baseUrl, launchBrowser, newPage, screenshot, seedLoggedIn, uniqueEmail } from './helpers/browser.ts'

const PASSWORD = 'walk-on-a-phone'
const SMALL_PHONE = { width: 320, height: 640 }
const PHONE = { width: 375, height: 740 }

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString().slice(0, 10)

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>
}

/** An admin with a few typed days, logged in on a phone in `language`. */
async function adminOnPhone(browser: Browser, language: string, viewport = PHONE) {
  const opened = await newPage(browser, { viewport })
  const registered = await ok(
    await opened.page.request.post('/api/auth/register', {
      data: { username: 'Ana Novak', email: uniqueEmail('phone'), password: PASSWORD, adminToken: E2E_ADMIN_TOKEN },
      headers: { origin: baseUrl() },
    }),
    'register',
  )
  for (const [days, steps] of [
    [1, 8_400],
    [2, 9_100],
    [3, 10_250],
    [4, 7_700],
  ] as const) {
    await ok(
      await opened.page.request.post('/api/scores', {
        data: { date: isoDaysAgo(days), steps },
        headers: { origin: baseUrl() },
      }),
      'steps',
    )
  }
  await seedLoggedIn(opened.context, registered.user as object, language, 'light')
  return opened
}

/**
 * How far the page reaches past the edge of the screen, in pixels, and the innermost element that
 * makes it (the one whose hiding brings the page back), to say what to fix.
 */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement
    const past = () => root.scrollWidth - root.clientWidth
    const pixels = past()
    if (pixels <= 0) return { pixels, culprit: '' }
    let culprit: Element = document.body
    for (let found = true; found;) {
      found = false
      for (const child of culprit.children) {
        const element = child as HTMLElement
        const display = element.style.display
        element.style.display = 'none'
        const without = past()
        element.style.display = display
        if (without < pixels) {
          culprit = element
          found = true
          break
        }
      }
    }
    return {
      pixels,
      culprit: `${culprit.tagName.toLowerCase()}.${String(culprit.className).slice(0, 80)} "${(culprit.textContent ?? '').slice(0, 60)}"`,
    }
  })

describe('phone layouts', () => {
  let browser: Browser
  const contexts: BrowserContext[] = []

  beforeAll(async () => {
    browser = await launchBrowser()
    // A running competition everyone is in, named longer than a phone's row: the home must cut it.
    const admin = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } })
    await ok(
      await admin.post('/api/auth/register', {
        data: {
          username: 'Lena Host',
          email: uniqueEmail('phone-host'),
          password: PASSWORD,
          adminToken: E2E_ADMIN_TOKEN,
        },
      }),
      'host',
    )
    await ok(
      await admin.post('/api/competitions', {
        data: {
          name: 'The longest walk of the whole winter season, for everyone',
          description: 'Walk every day of the winter.',
          startDate: isoDaysAgo(3),
          endDate: isoDaysAgo(-14),
          participation: 'everyone',
          scoring: { individual: 'steps', team: 'average' },
        },
      }),
      'competition',
    )
    await admin.dispose()
  })
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()))
    await browser?.close()
  })

  it('gives a member a tab bar: each main page one tap away, the current one marked, nothing behind it', async () => {
    const { page, context } = await adminOnPhone(browser, 'es', SMALL_PHONE)
    contexts.push(context)
    await page.goto('/profile')
    const tabs = page.getByRole('navigation', { name: 'Páginas principales' })
    await tabs.waitFor()
    expect(await tabs.getByRole('link').allInnerTexts()).toEqual([
      'Inicio',
      'Mis pasos',
      'Clasificación',
      'Competiciones',
    ])
    expect(await tabs.locator('[aria-current="page"]').count()).toBe(0)

    // One tap each, and the bar marks where the member is.
    for (const [tab, path] of [
      ['Mis pasos', '/myscores'],
      ['Competiciones', '/competitions'],
      ['Clasificación', '/allScores'],
    ] as const) {
      await tabs.getByRole('link', { name: tab }).click()
      await page.waitForURL(`**${path}`)
      await tabs.locator('a[aria-current="page"]', { hasText: tab }).waitFor()
      expect(await tabs.locator('a[aria-current="page"]').count()).toBe(1)
    }

    // Scrolled to the end, the footer ends above the bar rather than under it. The board may still
    // grow as its rows arrive, so each look scrolls to the end again.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        const footer = await page.locator('footer').boundingBox()
        const bar = await tabs.boundingBox()
        return footer!.y + footer!.height - (bar!.y + 1)
      })
      .toBeLessThanOrEqual(0)

    // Importing and connecting are in the menu.
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    const menu = page.locator('#mobile-menu')
    await menu.getByRole('link', { name: 'Importar pasos' }).waitFor()
    await menu.getByRole('link', { name: 'Conectar el teléfono' }).waitFor()
    await screenshot(page, 'phone-tab-bar-es-320')
  })

  it('lists the score history one line per day', async () => {
    const { page, context } = await adminOnPhone(browser, 'en')
    contexts.push(context)
    await page.goto('/myscores')
    const history = page.getByRole('table', { name: 'Score history' })
    await history.waitFor()
    const rows = history.locator('tbody tr')
    expect(await rows.count()).toBe(4)
    for (const row of await rows.all()) {
      const box = await row.boundingBox()
      // One line of text with its padding, where a card of label/value pairs took five lines.
      expect(box!.height).toBeLessThan(56)
      expect(await row.locator('td:visible').count()).toBe(3)
    }
    await screenshot(page, 'phone-history-en-375')
  })

  it('fits the main pages on a 320 px phone in every language', async () => {
    for (const language of ['en', 'es', 'he']) {
      const { page, context } = await adminOnPhone(browser, language, SMALL_PHONE)
      contexts.push(context)
      for (const path of [
        '/',
        '/myscores',
        '/allScores',
        '/TeamsScores',
        '/competitions',
        '/imports',
        '/connect',
        '/teams',
        '/profile',
        '/admin',
        '/admin/rules',
      ]) {
        await page.goto(path)
        await page.locator('main h1').first().waitFor()
        await page.waitForLoadState('networkidle')
        // Charts settle to their box after they load: the page must end up fitting the screen.
        await expect
          .poll(async () => ({ language, path, ...(await overflow(page)) }), { timeout: 5_000 })
          .toEqual({ language, path, pixels: expect.any(Number), culprit: '' })
      }
      await context.close()
    }
  }, 240_000)

  it('keeps the source badges clear of their arrows, and says the rates table scrolls (Spanish, 375 px)', async () => {
    const { page, context } = await adminOnPhone(browser, 'es')
    contexts.push(context)
    await page.goto('/admin')
    const sources = page.getByTestId('priority-source')
    await sources.first().waitFor()
    for (const source of await sources.all()) {
      // The words of the badge, not only its background, end before the first arrow.
      const words = await source.evaluate((row) => {
        const range = document.createRange()
        range.selectNodeContents(row.querySelector('[data-testid="priority-source"] > span:nth-child(2)')!)
        return Math.max(...[...range.getClientRects()].map((rect) => rect.right))
      })
      const arrow = await source.getByRole('button').first().boundingBox()
      expect(words).toBeLessThanOrEqual(arrow!.x)
    }
    await screenshot(page, 'phone-priority-es-375')

    await page.goto('/admin/rules')
    const rates = page.locator('[data-scroll-more]')
    await rates.waitFor()
    expect(await rates.getAttribute('data-scroll-more')).toBe('yes')
    await page.getByText('Desliza de lado para ver todas las columnas').waitFor()
    const region = page.getByRole('region', { name: /./ }).filter({ has: page.locator('table') })
    expect(await region.getAttribute('tabindex')).toBe('0')
    await screenshot(page, 'phone-rates-es-375')
  })
})
