import { request, type APIRequestContext, type Browser, type BrowserContext, type Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from './helpers/axe.ts'
import { E2E_ADMIN_TOKEN } from './helpers/global-setup.ts'
import { DESKTOP, PHONE, baseUrl, launchBrowser, screenshot, seedLoggedIn, uniqueEmail } from './helpers/browser.ts'
import { guestPages, memberPages } from './helpers/routes.ts'

/**
 * The accessibility sweep (docs/decisions/071): every route of the route table, in every language, in both themes, on a phone
 * and on a desktop, checked by axe-core (no serious or critical violation), for uncaught page
 * errors and console errors, and for sideways overflow. One browser; a context per combination.
 */

const PASSWORD = 'sweep-secret'
const TEAM_NAME = 'Sunrise Striders'
const LANGUAGES = ['en', 'es', 'he'] as const
const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const

/**
 * The sweep's contexts: every pair of language, theme and screen size, in six contexts rather than
 * all twelve. What each finds depends on pairs (text length and direction at a width, contrast
 * in a theme at a width, a language's strings in a theme); every language is seen on both screens
 * and in both themes, every theme on both screens.
 */
const SWEEPS = [
  ['en', 'light', 'desktop'],
  ['en', 'dark', 'phone'],
  ['es', 'light', 'phone'],
  ['es', 'dark', 'desktop'],
  ['he', 'light', 'phone'],
  ['he', 'dark', 'desktop'],
] as const

interface Fixture {
  admin: { id: number; username: string; isAdmin: boolean; email: string }
  memberId: number
  teamId: number
  challengeId: number
  competitionId: number
  cookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies']
}

/** Pages a guest sees, one of them with a reset token in its address. */
const guestRoutes = [...guestPages, '/reset-password?token=abc']

/** The pages a logged-in admin sees, with ids of real records, and the not-found page. */
const memberRoutes = (fixture: Fixture) => [...memberPages(fixture), '/no-such-page']

async function apiAs(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } })
}

async function expectOk(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`)
  return response.json() as Promise<Record<string, unknown>>
}

async function register(api: APIRequestContext, username: string, admin = false) {
  const email = uniqueEmail('sweep')
  const body = await expectOk(
    await api.post('/api/auth/register', {
      data: { username, email, password: PASSWORD, ...(admin ? { adminToken: E2E_ADMIN_TOKEN } : {}) },
    }),
    `register ${username}`,
  )
  return { ...(body.user as { id: number; username: string; isAdmin: boolean }), email }
}

function isoDaysAgo(days: number) {
  return new Date(Date.now() - days * 24 * 3600_000).toISOString().slice(0, 10)
}

/**
 * An admin with steps (a day of them flagged for review, and an activity), a team (with a member
 * invited), a friend, a pending request, a challenge with a member's proof waiting and the admin's
 * own approved by another admin, and a competition.
 */
async function createFixture(): Promise<Fixture> {
  const adminApi = await apiAs()
  const memberApi = await apiAs()
  const strangerApi = await apiAs()
  const admin = await register(adminApi, 'Ada Sweep', true)
  const member = await register(memberApi, 'Mateo Member')
  await register(strangerApi, 'Noa Newcomer')

  for (const [api, days, steps] of [
    [adminApi, 0, 8_450],
    [adminApi, 1, 12_030],
    [adminApi, 3, 6_200],
    [memberApi, 0, 10_400],
  ] as const) {
    await expectOk(await api.post('/api/scores', { data: { date: isoDaysAgo(days), steps } }), 'steps')
  }
  // Above the daily cap for typed steps: flagged, so the review queue and My Scores show a day under review.
  await expectOk(await adminApi.post('/api/scores', { data: { date: isoDaysAgo(2), steps: 25_000 } }), 'flagged steps')
  // The activity converter on, with an entry, so My Scores shows its form and list.
  await expectOk(await adminApi.put('/api/admin/fair-play', { data: { activityEnabled: true } }), 'fair play')
  await expectOk(
    await adminApi.post('/api/activities', {
      data: { date: isoDaysAgo(1), activity: 'cycling', intensity: 'moderate', minutes: 30 },
    }),
    'activity',
  )

  const request = await expectOk(await adminApi.post(`/api/users/${member.id}/friends`), 'friend request')
  await expectOk(await memberApi.patch(`/api/users/friends/${request.id}`, { data: { status: 'ACCEPTED' } }), 'accept')
  await expectOk(await strangerApi.post(`/api/users/${admin.id}/friends`), 'pending request')

  const team = await expectOk(await adminApi.post('/api/teams', { data: { name: TEAM_NAME } }), 'team')
  await expectOk(await adminApi.post(`/api/teams/${team.id}/invite/${member.id}`), 'invite')

  const challenge = await expectOk(
    await adminApi.post('/api/challenges', {
      data: {
        name: 'Stairs instead of the lift',
        points: 25,
        startDate: new Date(Date.now() - 3600_000).toISOString(),
        endDate: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
      },
    }),
    'challenge',
  )
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#f97316' } })
    .png()
    .toBuffer()
  await expectOk(
    await memberApi.post(`/api/challenges/${challenge.id}/completions`, {
      multipart: { file: { name: 'stairs.png', mimeType: 'image/png', buffer: photo } },
    }),
    'proof',
  )
  // Another admin approves the admin's own proof: My Scores lists it among the changes by admins.
  const ownProof = await expectOk(
    await adminApi.post(`/api/challenges/${challenge.id}/completions`, {
      multipart: { file: { name: 'stairs.png', mimeType: 'image/png', buffer: photo } },
    }),
    'own proof',
  )
  const otherAdminApi = await apiAs()
  await register(otherAdminApi, 'Otto Overseer', true)
  await expectOk(
    await otherAdminApi.patch(`/api/challenges/${challenge.id}/completions/${ownProof.id}`, {
      data: { status: 'approved' },
    }),
    'judgment',
  )

  // Running for everyone, with the admin's steps and team on its boards.
  const competition = await expectOk(
    await adminApi.post('/api/competitions', {
      data: {
        name: 'Spring step-up',
        description: 'Three weeks, every team.',
        startDate: isoDaysAgo(3),
        endDate: isoDaysAgo(-14),
        participation: 'everyone',
        scoring: { individual: 'daysOnTarget', team: 'average' },
      },
    }),
    'competition',
  )

  const { cookies } = await adminApi.storageState()
  await Promise.all([adminApi.dispose(), memberApi.dispose(), strangerApi.dispose(), otherAdminApi.dispose()])
  return {
    admin,
    memberId: member.id,
    teamId: Number(team.id),
    challengeId: Number(challenge.id),
    competitionId: Number(competition.id),
    cookies,
  }
}

interface Problem {
  route: string
  kind: string
  detail: string
}

/** Waits until the page shows its content: a heading or a message, and no skeleton or spinner. */
async function settle(page: Page) {
  await page.locator('main :is(h1, [role=alert])').first().waitFor({ timeout: 10_000 })
  await page.waitForFunction(
    () => !document.querySelector('main :is(.animate-pulse, .animate-spin, [aria-busy=true])'),
    undefined,
    { timeout: 10_000 },
  )
}

/**
 * Opens a route the way a member's click does: through the router's history, so the app and axe
 * stay loaded (a full load per route would double the sweep's time). The first route of a
 * session is a full load.
 */
async function open(page: Page, route: string, fullLoad: boolean) {
  // The same page with other parameters may keep its heading, so it is loaded afresh.
  if (fullLoad || new URL(page.url()).pathname === new URL(route, page.url()).pathname) {
    return (await page.goto(route))?.status() ?? 0
  }
  await page.evaluate((route) => {
    for (const shown of document.querySelectorAll('main :is(h1, [role=alert])')) shown.setAttribute('data-swept', '')
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', route)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, route)
  await page.waitForFunction(
    (route) =>
      location.pathname + location.search === route &&
      document.querySelector('main :is(h1, [role=alert]):not([data-swept])'),
    route,
    { timeout: 10_000 },
  )
  return 200
}

/** Visits a route and records what is wrong with it. */
async function check(page: Page, route: string, problems: Problem[], errors: string[], fullLoad: boolean) {
  errors.length = 0
  try {
    const status = await open(page, route, fullLoad)
    if (status !== 200) problems.push({ route, kind: 'status', detail: String(status) })
    await settle(page)
  } catch (error) {
    problems.push({ route, kind: 'content', detail: `no heading or message, or still loading: ${String(error)}` })
  }
  for (const violation of await axeViolations(page)) problems.push({ route, kind: 'axe', detail: violation })
  const clipped = await page.evaluate(() => {
    // A control cut off by a box that hides its overflow (a card's rounded corners) does not
    // widen the page, yet cannot be read or pressed: compare each with the boxes around it.
    const cutOff = [...document.querySelectorAll('body :is(a, button, input, select, textarea)')].filter((control) => {
      const box = control.getBoundingClientRect()
      // Visually hidden (a skip link, a switch's input): not on screen to cut.
      if (box.width <= 1 || box.height <= 1) return false
      if (box.right > window.innerWidth + 1 || box.left < -1) return true
      for (let outer = control.parentElement; outer && outer !== document.body; outer = outer.parentElement) {
        const overflowX = getComputedStyle(outer).overflowX
        // A box that scrolls sideways still lets the member reach what is inside.
        if (overflowX === 'auto' || overflowX === 'scroll') return false
        if (overflowX !== 'hidden' && overflowX !== 'clip') continue
        const frame = outer.getBoundingClientRect()
        if (box.right > frame.right + 1 || box.left < frame.left - 1) return true
      }
      return false
    })
    return cutOff
      .slice(0, 3)
      .map((control) => `${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 30)}"`)
  })
  if (clipped.length > 0) problems.push({ route, kind: 'cut off', detail: clipped.join(', ') })
  const overflow = await page.evaluate(() => {
    const { scrollWidth } = document.documentElement
    if (scrollWidth <= window.innerWidth) return null
    // Name the deepest elements sticking out, to say what to fix.
    const outside = [...document.querySelectorAll('body *')].filter((element) => {
      const box = element.getBoundingClientRect()
      return box.right > window.innerWidth + 1 || box.left < -1
    })
    const names = outside
      .slice(-3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')}`)
    return `${scrollWidth}px wide in ${window.innerWidth}px: ${names.join(', ')}`
  })
  if (overflow) problems.push({ route, kind: 'overflow', detail: overflow })
  for (const error of errors) problems.push({ route, kind: 'error', detail: error })
}

async function sweepContext(
  browser: Browser,
  fixture: Fixture,
  language: string,
  theme: 'light' | 'dark',
  viewport: { width: number; height: number },
) {
  const context: BrowserContext = await browser.newContext({ baseURL: baseUrl(), viewport, colorScheme: theme })
  await context.addInitScript(
    ([language, theme]) => {
      localStorage.setItem('language', language!)
      localStorage.setItem('theme', theme!)
    },
    [language, theme],
  )
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  const problems: Problem[] = []

  for (const [index, route] of guestRoutes.entries()) await check(page, route, problems, errors, index === 0)

  // Logged in as the admin: the session cookie and the flags the app stores on login.
  await context.addCookies(fixture.cookies)
  const { email: _email, ...user } = fixture.admin
  await page.evaluate((user) => {
    localStorage.setItem('isLoggedIn', 'true')
    localStorage.setItem('user', JSON.stringify(user))
  }, user)
  for (const [index, route] of memberRoutes(fixture).entries()) {
    await check(page, route, problems, errors, index === 0)
    if (route !== '/allTeams') continue
    // The list's row actions are what gets cut off on a phone, so the list must not be empty.
    if ((await page.locator('main').getByText(TEAM_NAME).count()) === 0) {
      problems.push({ route, kind: 'content', detail: `${TEAM_NAME} is not listed` })
    }
    if (viewport === PHONE) await screenshot(page, `a11y-${language}-${theme}-phone-all-teams`)
  }

  const expectedDir = language === 'he' ? 'rtl' : 'ltr'
  const documentLanguage = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])
  if (documentLanguage.join() !== [language, expectedDir].join()) {
    problems.push({ route: 'html', kind: 'lang', detail: `lang and dir are ${documentLanguage.join(' ')}` })
  }
  if (viewport === PHONE) await screenshot(page, `a11y-${language}-${theme}-phone-not-found`)
  await context.close()
  return problems
}

/** A context logged in as the fixture's admin, in a language and theme. */
async function loggedInPage(
  browser: Browser,
  fixture: Fixture,
  viewport: { width: number; height: number },
  language = 'en',
  theme: 'light' | 'dark' = 'light',
) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, colorScheme: theme })
  await context.addCookies(fixture.cookies)
  const { email: _email, ...user } = fixture.admin
  await seedLoggedIn(context, user, language, theme)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  return { context, page, errors }
}

/** The element keyboard focus is on, and whether it (or the control drawn for it) shows a focus ring. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return null
    // An outline, or a box shadow (Tailwind's ring) that only appears with the focus.
    const ring = (candidate: Element | null) => {
      if (!candidate) return false
      const style = getComputedStyle(candidate)
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return true
      const focusedShadow = style.boxShadow
      element.blur()
      const restingShadow = getComputedStyle(candidate).boxShadow
      element.focus()
      return focusedShadow !== 'none' && focusedShadow !== restingShadow
    }
    const box = element.getBoundingClientRect()
    // A visually hidden input (a switch) shows its focus on the control drawn next to it.
    const hidden = box.width <= 1 || box.height <= 1
    return {
      description: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      inNavigation: !!element.closest('header nav'),
      isMenuButton: element.getAttribute('aria-controls') === 'mobile-menu',
      visible: !hidden || !!element.nextElementSibling,
      ring: ring(element) || (hidden && ring(element.nextElementSibling)),
    }
  })
}

/** Tabs through the page, returning every stop; fails on a stop without a visible focus ring. */
async function tabThrough(page: Page, stops: number) {
  const seen: NonNullable<Awaited<ReturnType<typeof focused>>>[] = []
  for (let index = 0; index < stops; index += 1) {
    await page.keyboard.press('Tab')
    const stop = await focused(page)
    if (!stop) break
    seen.push(stop)
  }
  return seen
}

// One browser and one set of records for the whole file.
let browser: Browser
let fixture: Fixture
beforeAll(async () => {
  browser = await launchBrowser()
  fixture = await createFixture()
})
afterAll(() => browser?.close())

describe('language', () => {
  it('switches to Hebrew from the widget: right to left, translated, formatted and remembered', async () => {
    const { context, page, errors } = await loggedInPage(browser, fixture, DESKTOP)
    await page.goto('/allScores')
    await settle(page)
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('ltr')
    await page.getByRole('combobox', { name: 'Language' }).selectOption('he')
    await page.getByRole('heading', { level: 1, name: 'כל הציונים' }).waitFor()
    await expect(page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).resolves.toEqual([
      'he',
      'rtl',
    ])
    // The navigation starts at the right edge.
    const logo = await page.locator('header a[href="/"]').first().boundingBox()
    expect(logo!.x).toBeGreaterThan(DESKTOP.width / 2)
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'כל הציונים' }).waitFor()
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl')

    await page.getByRole('combobox', { name: 'שפה' }).selectOption('es')
    await page.getByRole('heading', { level: 1, name: 'Clasificación general' }).waitFor()
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('ltr')
    // Spanish groups thousands with a dot.
    await expect(page.locator('main').textContent()).resolves.toMatch(/\d{1,3}\.\d{3}/)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('keyboard', () => {
  it('reaches the main navigation by Tab on a desktop, every stop with a visible focus ring', async () => {
    const { context, page, errors } = await loggedInPage(browser, fixture, DESKTOP)
    for (const route of [
      '/myscores',
      '/admin',
      `/teams/${fixture.teamId}`,
      `/challenges/${fixture.challengeId}`,
      '/friends',
      '/profile',
      '/settings',
    ]) {
      await page.goto(route)
      await settle(page)
      const stops = await tabThrough(page, 60)
      expect(stops[0]?.description, `${route}: the first stop skips to the content`).toContain('a "Skip')
      expect(
        stops.some((stop) => stop.inNavigation),
        `${route}: Tab reaches the navigation`,
      ).toBe(true)
      expect(
        stops.filter((stop) => !stop.ring).map((stop) => stop.description),
        `${route}: stops without a focus ring`,
      ).toEqual([])
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens the phone menu by keyboard; the open menu passes axe in every language', async () => {
    for (const language of LANGUAGES) {
      const { context, page, errors } = await loggedInPage(browser, fixture, PHONE, language, 'dark')
      await page.goto('/challenges')
      await settle(page)
      let menuButton: Awaited<ReturnType<typeof focused>> = null
      for (let index = 0; index < 12 && !menuButton?.isMenuButton; index += 1) {
        await page.keyboard.press('Tab')
        menuButton = await focused(page)
      }
      expect(menuButton?.isMenuButton, 'Tab reaches the menu button').toBe(true)
      expect(menuButton?.ring, 'the menu button shows its focus').toBe(true)
      await page.keyboard.press('Enter')
      await page.locator('#mobile-menu').waitFor()
      const next = await tabThrough(page, 4)
      expect(
        next.some((stop) => stop.inNavigation),
        'Tab moves into the open menu',
      ).toBe(true)
      expect(await axeViolations(page)).toEqual([])
      await screenshot(page, `a11y-menu-${language}-dark-phone`)
      await page.keyboard.press('Escape')
      await expect(page.locator('#mobile-menu').count()).resolves.toBe(0)
      expect(errors).toEqual([])
      await context.close()
    }
  })
})

/** Two contexts sweep at a time: the server and the browser overlap their waits. */
const SWEEPS_AT_ONCE = 2
let running = 0
const queue: (() => void)[] = []
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= SWEEPS_AT_ONCE) await new Promise<void>((resolve) => queue.push(resolve))
  running += 1
  try {
    return await work()
  } finally {
    running -= 1
    queue.shift()?.()
  }
}

describe.concurrent('accessibility and layout sweep', () => {
  for (const [language, theme, size] of SWEEPS) {
    const viewport = Object.fromEntries(VIEWPORTS)[size]!
    it(
      `${language} · ${theme} · ${size}: every route passes axe, without errors or overflow`,
      // The time includes waiting for a turn.
      { timeout: 400_000 },
      async ({ expect }) => {
        const problems = await inTurn(() => sweepContext(browser, fixture, language, theme, viewport))
        expect(problems.map(({ route, kind, detail }) => `${route} [${kind}] ${detail}`)).toEqual([])
      },
    )
  }
})
