/**
 * Screenshots of the main screens, taken from the demo data in Chromium, for the README and for
 * looking at every screen in every language, theme and width at once:
 *
 *   npm run screenshots
 *
 * Writes docs/images/<screen>[-es|-he][-dark]-<desktop|phone>.png: 1280 px wide, and 375 px at 2x
 * on a phone, in English, Spanish and Hebrew, light and dark. Each screen is seen as the person it
 * is for: a guest, a member with a team, a newcomer who has just signed up, or the admin.
 * SCREENS=home,admin takes only those screens.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { logInThroughApi, startDemoServer, type DemoServer } from './demo-server.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const outDir = path.join(root, 'docs/images')
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'

const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  phone: { viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
} as const
const LANGUAGES = { en: 'en-US', es: 'es-ES', he: 'he-IL' } as const
type Language = keyof typeof LANGUAGES
type Theme = 'light' | 'dark'

/** Who looks at a screen. */
type Viewer = 'guest' | 'member' | 'newcomer' | 'admin'

interface Screen {
  name: string
  viewer: Viewer
  path: string | ((demo: DemoServer, page: Page) => Promise<string>)
}

async function getJson<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (address) => (await fetch(address, { credentials: 'include' })).json(), url) as Promise<T>
}

/** The archived challenge with the most proofs: approved, rejected and pending side by side. */
async function busiestChallenge(demo: DemoServer, page: Page) {
  const challenges = await getJson<{ id: number; completions: { status: string }[] }[]>(
    page,
    `${demo.origin}/challenges`,
  )
  const mixed = challenges
    .filter((challenge) => new Set(challenge.completions.map((c) => c.status)).size === 3)
    .sort((a, b) => b.completions.length - a.completions.length)
  return `/challenges/${(mixed[0] ?? challenges[0]!).id}`
}

/** The demo's running competition, or its newest. */
async function runningCompetition(demo: DemoServer, page: Page) {
  const list = await getJson<{ id: number; status: string }[]>(page, `${demo.origin}/api/competitions`)
  const running = list.find((competition) => competition.status === 'running') ?? list[0]
  return running ? `/competitions/${running.id}` : '/competitions'
}

const SCREENS: Screen[] = [
  { name: 'landing', viewer: 'guest', path: '/' },
  { name: 'signup', viewer: 'guest', path: '/signup' },
  { name: 'first-run', viewer: 'newcomer', path: '/profile' },
  { name: 'home', viewer: 'member', path: '/' },
  { name: 'my-scores', viewer: 'member', path: '/myscores' },
  { name: 'all-scores', viewer: 'member', path: '/allScores' },
  { name: 'competition', viewer: 'member', path: runningCompetition },
  { name: 'teams', viewer: 'member', path: '/teams' },
  { name: 'challenges', viewer: 'member', path: '/challenges' },
  { name: 'challenge-proofs', viewer: 'member', path: busiestChallenge },
  { name: 'connect', viewer: 'member', path: '/connect' },
  { name: 'admin', viewer: 'admin', path: '/admin' },
  { name: 'review', viewer: 'admin', path: '/admin/review' },
]

/** A new member of the demo community, signed up through the API a moment ago. */
async function signUpNewcomer(demo: DemoServer) {
  const email = `newcomer-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`
  const response = await fetch(`${demo.origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: demo.origin },
    body: JSON.stringify({ username: 'Noa Newcomer', email, password: 'walk-every-day' }),
  })
  if (!response.ok) throw new Error(`Sign-up failed: ${response.status} ${await response.text()}`)
  return { role: 'newcomer', username: 'Noa Newcomer', email, password: 'walk-every-day' }
}

type Session = Awaited<ReturnType<typeof logInThroughApi>>
/** One login per viewer for the whole run: logins are limited per email. */
const sessions = new Map<Viewer, Promise<Session>>()

function sessionOf(demo: DemoServer, viewer: Viewer): Promise<Session> | undefined {
  if (viewer === 'guest') return undefined
  if (!sessions.has(viewer)) sessions.set(viewer, logIn(demo, viewer))
  return sessions.get(viewer)
}

async function logIn(demo: DemoServer, viewer: Viewer) {
  const login =
    viewer === 'newcomer'
      ? await signUpNewcomer(demo)
      : demo.logins.find((each) => each.role === (viewer === 'admin' ? 'admin' : 'team leader'))!
  return logInThroughApi(demo.origin, login)
}

async function capture(browser: Browser, demo: DemoServer, screen: Screen, language: Language, theme: Theme) {
  const written: string[] = []
  const session = await sessionOf(demo, screen.viewer)
  for (const kind of ['desktop', 'phone'] as const) {
    const context = await browser.newContext({ ...VIEWPORTS[kind], colorScheme: theme, locale: LANGUAGES[language] })
    if (session) {
      const [name, value] = session.cookie.split('=') as [string, string]
      await context.addCookies([{ name, value, url: demo.origin }])
    }
    // What the app keeps in the browser: the language, the theme and, for members, the session flag.
    await context.addInitScript(
      ([language, theme, user]) => {
        localStorage.setItem('language', language!)
        localStorage.setItem('theme', theme!)
        if (user) {
          localStorage.setItem('isLoggedIn', 'true')
          localStorage.setItem('user', user)
        }
      },
      [language, theme, session ? JSON.stringify(session.user) : ''],
    )
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(demo.origin)
    const target = typeof screen.path === 'string' ? screen.path : await screen.path(demo, page)
    await page.goto(`${demo.origin}${target}`)
    await page.locator('main').first().waitFor({ timeout: 20_000 })
    await page.waitForLoadState('networkidle')
    // Let images decode and charts finish their entry animation.
    await page.waitForTimeout(1500)
    if (new URL(page.url()).pathname !== target) throw new Error(`${target} ended on ${page.url()}`)
    if (errors.length > 0) throw new Error(`Page errors on ${target}:\n${errors.join('\n')}`)
    const file = path.join(
      outDir,
      `${screen.name}${language === 'en' ? '' : `-${language}`}${theme === 'dark' ? '-dark' : ''}-${kind}.png`,
    )
    await page.screenshot({ path: file })
    written.push(path.relative(root, file))
    await context.close()
  }
  return written
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true })
  const only = process.env.SCREENS?.split(',')
  const demo = await startDemoServer()
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
  try {
    for (const screen of SCREENS.filter((each) => !only || only.includes(each.name))) {
      for (const language of Object.keys(LANGUAGES) as Language[]) {
        for (const theme of ['light', 'dark'] as const) {
          for (const file of await capture(browser, demo, screen, language, theme)) console.log(`wrote ${file}`)
        }
      }
    }
  } finally {
    await browser.close()
    await demo.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
