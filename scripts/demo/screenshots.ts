/**
 * Screenshots of the main screens for the README, taken from the demo data in Chromium:
 *
 *   npm run build && node --import tsx scripts/demo/screenshots.ts
 *
 * Writes docs/images/<screen>-desktop.png (1280 px wide) and <screen>-phone.png (375 px, 2x), in
 * the light theme, plus a dark-theme pair of the leaderboard.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { startDemoServer, type DemoServer } from './demo-server.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const outDir = path.join(root, 'docs/images')
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'

const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  phone: { viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
} as const

interface Screen {
  name: string
  path: string | ((demo: DemoServer, page: Page) => Promise<string>)
  loggedIn: boolean
  /** Text that shows once the page's data is in. */
  ready: string
}

/** The archived challenge with the most proofs: approved, rejected and pending side by side. */
async function busiestChallenge(demo: DemoServer, page: Page) {
  const challenges = (await page.evaluate(async (origin) => {
    const response = await fetch(`${origin}/challenges`, { credentials: 'include' })
    return response.json()
  }, demo.origin)) as { id: number; completions: { status: string }[] }[]
  const mixed = challenges
    .filter((challenge) => new Set(challenge.completions.map((c) => c.status)).size === 3)
    .sort((a, b) => b.completions.length - a.completions.length)
  return `/challenges/${(mixed[0] ?? challenges[0]!).id}`
}

const SCREENS: Screen[] = [
  { name: 'landing', path: '/', loggedIn: false, ready: 'Get Started' },
  { name: 'all-scores', path: '/allScores', loggedIn: true, ready: 'Money' },
  { name: 'my-scores', path: '/myscores', loggedIn: true, ready: 'Bonus' },
  { name: 'teams', path: '/teams', loggedIn: true, ready: 'Members' },
  { name: 'challenges', path: '/challenges', loggedIn: true, ready: 'Archived' },
  { name: 'challenge-proofs', path: busiestChallenge, loggedIn: true, ready: 'Approved' },
]

async function logIn(page: Page, demo: DemoServer) {
  const leader = demo.logins.find((login) => login.role === 'team leader')!
  await page.goto(`${demo.origin}/login`)
  await page.getByLabel('Email').fill(leader.email)
  await page.getByLabel('Password', { exact: true }).fill(leader.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await page.waitForURL('**/profile')
  // The logged-in state flips a second after login.
  await page.waitForTimeout(1200)
}

async function capture(browser: Browser, demo: DemoServer, kind: keyof typeof VIEWPORTS, theme: 'light' | 'dark') {
  const context = await browser.newContext({ ...VIEWPORTS[kind], colorScheme: theme })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  let loggedIn = false
  const written: string[] = []
  for (const screen of SCREENS) {
    if (theme === 'dark' && screen.name !== 'all-scores') continue
    if (screen.loggedIn && !loggedIn) {
      await logIn(page, demo)
      loggedIn = true
    }
    const target = typeof screen.path === 'string' ? screen.path : await screen.path(demo, page)
    await page.goto(`${demo.origin}${target}`)
    await page.getByText(screen.ready, { exact: false }).first().waitFor({ timeout: 20_000 })
    await page.waitForLoadState('networkidle')
    // Let images decode and charts finish their entry animation.
    await page.waitForTimeout(1500)
    const file = path.join(outDir, `${screen.name}${theme === 'dark' ? '-dark' : ''}-${kind}.png`)
    await page.screenshot({ path: file, fullPage: kind === 'desktop' ? false : false })
    written.push(path.relative(root, file))
  }
  if (errors.length > 0) throw new Error(`Page errors while taking screenshots:\n${errors.join('\n')}`)
  await context.close()
  return written
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true })
  const demo = await startDemoServer()
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  try {
    for (const kind of ['desktop', 'phone'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        for (const file of await capture(browser, demo, kind, theme)) console.log(`wrote ${file}`)
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
