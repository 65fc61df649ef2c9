/**
 * `npm run bench:web`: Lighthouse (mobile profile, simulated slow 4G and CPU) in Chromium against
 * the built app served with the demo data, on the guests' landing page, and as a member on their
 * home, My Scores, /allScores and /challenges. Prints the performance and accessibility scores
 * against their goals (≥ 90 and 100), the median
 * of BENCH_WEB_RUNS runs per page (3 by default), and the audits that cost points.
 *
 * The protected pages are measured logged in: the session cookie from the API's login goes along
 * as an extra header, and the app's stored logged-in flag is set first. Storage is kept between
 * runs for that reason, so the HTTP cache is cleared by hand before each run to keep loads cold.
 *
 * BENCH_WEB_URL measures a server that is already running (with the demo logins) instead;
 * BENCH_WEB_PAGES=home,myscores measures only the pages it names.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { logInThroughApi, startDemoServer, type DemoServer } from '../demo/demo-server.ts'
import { ADMIN_NAME, emailOf } from '../demo/people.ts'
import { DEMO_PASSWORD, type DemoLogin } from '../demo/seed.ts'
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
/** Full Lighthouse reports (JSON), one per page, for the details behind a score. */
const REPORT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/lighthouse')
/** Runs per page; the median is reported (Lighthouse's own advice for noisy machines). */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3))
const GOALS = { performance: 90, accessibility: 100 }
const PAGES = [
  { path: '/', loggedIn: false, name: 'landing' },
  { path: '/', loggedIn: true, name: 'home' },
  { path: '/myscores', loggedIn: true, name: 'myscores' },
  { path: '/allScores', loggedIn: true, name: 'allScores' },
  { path: '/challenges', loggedIn: true, name: 'challenges' },
]

/** The demo's admin, for BENCH_WEB_URL pointing at a server started with `npm run demo`. */
const demoAdmin: DemoLogin = {
  role: 'admin',
  username: ADMIN_NAME,
  email: emailOf(ADMIN_NAME),
  password: DEMO_PASSWORD,
}

interface Result {
  /** The page's name in the report: landing, home, myscores… */
  page: string
  /** Every run's performance score, when the page was measured more than once. */
  performanceRuns?: number[]
  performance: number
  accessibility: number
  metrics: Record<string, string>
  issues: string[]
}

async function main() {
  const external = process.env.BENCH_WEB_URL?.replace(/\/$/, '')
  const demo: DemoServer = external
    ? { origin: external, logins: [demoAdmin], stop: async () => {} }
    : await startDemoServer()
  // A member with a team sees the most on their pages; an external demo server's admin will do.
  const member = demo.logins.find((login) => login.role === 'team leader') ?? demo.logins[0]!
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
  const results: Result[] = []
  try {
    const { cookie, user } = await logInThroughApi(demo.origin, member)
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    const page = await browser.newPage()
    await page.goto(demo.origin)

    const only = process.env.BENCH_WEB_PAGES?.split(',')
    for (const target of PAGES.filter((candidate) => !only || only.includes(candidate.name))) {
      const runs: Result[] = []
      for (let run = 0; run < RUNS; run += 1) {
        // The app's route guard reads a stored flag before it asks the server.
        await page.evaluate(
          (loggedIn, storedUser) => {
            localStorage.clear()
            sessionStorage.clear()
            if (loggedIn) {
              localStorage.setItem('isLoggedIn', 'true')
              localStorage.setItem('user', JSON.stringify(storedUser))
            }
          },
          target.loggedIn,
          user,
        )
        const session = await page.createCDPSession()
        await session.send('Network.clearBrowserCache')
        await session.detach()

        const runnerResult = await lighthouse(
          `${demo.origin}${target.path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            disableStorageReset: true,
            ...(target.loggedIn ? { extraHeaders: { Cookie: cookie } } : {}),
          },
          undefined,
          page,
        )
        if (!runnerResult) throw new Error(`Lighthouse gave no result for ${target.path}`)
        const { lhr } = runnerResult
        fs.mkdirSync(REPORT_DIR, { recursive: true })
        fs.writeFileSync(path.join(REPORT_DIR, `${target.name}-${run + 1}.json`), JSON.stringify(lhr))
        if (lhr.runtimeError) throw new Error(`${target.path}: ${lhr.runtimeError.message}`)
        const finalUrl = new URL(lhr.finalDisplayedUrl).pathname
        if (finalUrl !== target.path) throw new Error(`${target.path} ended on ${finalUrl}: not measured logged in`)
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
        const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?'
        const issues = Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
          .filter((audit) => audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable')
          .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score}): ${audit.title}`)
        runs.push({
          page: target.name,
          performance: score('performance'),
          accessibility: score('accessibility'),
          metrics: {
            FCP: metric('first-contentful-paint'),
            LCP: metric('largest-contentful-paint'),
            TBT: metric('total-blocking-time'),
            CLS: metric('cumulative-layout-shift'),
            SI: metric('speed-index'),
          },
          issues,
        })
      }
      // Lighthouse scores vary from run to run; the median run is the one reported.
      runs.sort((a, b) => a.performance - b.performance)
      const median = runs[Math.floor(runs.length / 2)]!
      results.push({ ...median, performanceRuns: runs.map((run) => run.performance) })
    }
    await browser.disconnect()
  } finally {
    chrome.kill()
    await demo.stop()
  }

  console.log('\nLighthouse, mobile profile (goals: performance ≥ 90, accessibility 100)\n')
  let failed = false
  for (const result of results) {
    const ok = result.performance >= GOALS.performance && result.accessibility >= GOALS.accessibility
    failed ||= !ok
    const metrics = Object.entries(result.metrics)
      .map(([name, value]) => `${name} ${value}`)
      .join(', ')
    console.log(
      `${ok ? 'ok  ' : 'MISS'} ${result.page.padEnd(12)} performance ${String(result.performance).padStart(3)}  accessibility ${String(result.accessibility).padStart(3)}   ${metrics}`,
    )
    if (result.performanceRuns && result.performanceRuns.length > 1) {
      console.log(`       performance in ${result.performanceRuns.length} runs: ${result.performanceRuns.join(', ')}`)
    }
    for (const issue of result.issues) console.log(`       - ${issue}`)
  }
  process.exitCode = failed ? 1 : 0
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
