/** Home: a member's day, week, ranks, competitions and what waits for them, at `/` when logged in. */
export { HomePage } from './components/home-page.tsx'
