import { Footprints, MessagesSquare, ShieldCheck, Smartphone, Trophy, Upload } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { MyCompetitionsCard } from '../../competitions/index.ts'
import { Announcements } from '../../notifications/index.ts'
import { Alert, ButtonLink, Card } from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { WeekPreview } from '../components/week-preview.tsx'

const features = [
  { id: 'auth', icon: ShieldCheck },
  { id: 'scores', icon: Upload },
  { id: 'rankings', icon: Trophy },
  { id: 'community', icon: MessagesSquare },
  { id: 'responsive', icon: Smartphone },
] as const

/**
 * The landing page: what the product is for, its features, and the way in; a member's home, with
 * the admins' announcements on top.
 */
export function LandingPage() {
  const { t } = useTranslation('landing')
  const { isLoggedIn } = useAuth()
  // Set by the profile page when the member deleted their account.
  const accountDeleted = (useLocation().state as { accountDeleted?: boolean } | null)?.accountDeleted === true

  return (
    <div>
      {accountDeleted && (
        <div className="mx-auto max-w-6xl px-4 pt-6">
          <Alert tone="success">{t('accountDeleted')}</Alert>
        </div>
      )}
      <Announcements className="mx-auto max-w-6xl px-4 pt-6" />
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 left-1/2 size-[40rem] -translate-x-1/2 rounded-full bg-brand-500/15 blur-3xl dark:bg-brand-500/10"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:py-20 lg:grid-cols-2">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 dark:border-brand-900 dark:bg-brand-950/60 dark:text-brand-300">
              <Footprints className="size-3.5" aria-hidden="true" />
              {t('eyebrow')}
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{t('title')}</h1>
            <p className="mt-5 max-w-xl text-lg text-zinc-600 dark:text-zinc-400">{t('lead')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {isLoggedIn ? (
                <>
                  <ButtonLink to="/profile" size="lg">
                    {t('openProfile')}
                  </ButtonLink>
                  <ButtonLink to="/allScores" size="lg" variant="secondary">
                    {t('seeLeaderboard')}
                  </ButtonLink>
                </>
              ) : (
                <>
                  <ButtonLink to="/signup" size="lg">
                    {t('getStarted')}
                  </ButtonLink>
                  <ButtonLink to="/login" size="lg" variant="secondary">
                    {t('login')}
                  </ButtonLink>
                </>
              )}
            </div>
          </div>
          <div className="space-y-6">
            <WeekPreview isLoggedIn={isLoggedIn} />
            {isLoggedIn && <MyCompetitionsCard className="mx-auto w-full max-w-md" />}
          </div>
        </div>
      </section>

      <section className="border-t border-zinc-200 bg-white py-14 sm:py-20 dark:border-zinc-800 dark:bg-zinc-900/40">
        <div className="mx-auto max-w-6xl px-4">
          <div className="max-w-2xl">
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('featuresTitle')}</h2>
            <p className="mt-2 text-zinc-600 dark:text-zinc-400">{t('featuresLead')}</p>
          </div>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {features.map(({ id, icon: Icon }) => (
              <li key={id}>
                <Card className="h-full p-6">
                  <div className="mb-4 flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-950/60 dark:text-brand-400">
                    <Icon className="size-5" aria-hidden="true" />
                  </div>
                  <h3 className="font-semibold">{t(`features.${id}.title`)}</h3>
                  <p className="mt-1.5 text-sm text-zinc-600 dark:text-zinc-400">{t(`features.${id}.text`)}</p>
                </Card>
              </li>
            ))}
            {!isLoggedIn && (
              <li>
                <div className="flex h-full flex-col justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-brand-700 p-6 text-white shadow-sm">
                  <h3 className="text-lg font-semibold">{t('cta.title')}</h3>
                  <p className="mt-1 text-sm text-white/85">{t('cta.text')}</p>
                  <Link
                    to="/signup"
                    className="mt-4 inline-flex h-10 items-center self-start rounded-lg bg-white px-4 text-sm font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
                  >
                    {t('getStarted')}
                  </Link>
                </div>
              </li>
            )}
          </ul>
        </div>
      </section>
    </div>
  )
}
