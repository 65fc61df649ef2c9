import {
  Building2,
  Camera,
  Footprints,
  Keyboard,
  MessagesSquare,
  Scale,
  ShieldCheck,
  Smartphone,
  Trophy,
  Upload,
  Users,
  Watch,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { Alert, ButtonLink, Card } from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { HomePage } from '../../home/index.ts'
import { WeekPreview } from '../components/week-preview.tsx'

/** The product's features as the specification lists them. */
const features = [
  { id: 'auth', icon: ShieldCheck },
  { id: 'scores', icon: Upload },
  { id: 'rankings', icon: Trophy },
  { id: 'community', icon: MessagesSquare },
  { id: 'responsive', icon: Smartphone },
] as const

/** What an organisation runs with it. */
const uses = [
  { id: 'competitions', icon: Trophy },
  { id: 'teams', icon: Users },
  { id: 'fairPlay', icon: Scale },
  { id: 'challenges', icon: Camera },
] as const

/** The phones, watches and apps whose steps it reads, and typing them in. */
const sources = [
  { id: 'appleHealth', icon: Watch },
  { id: 'healthConnect', icon: Smartphone },
  { id: 'samsungHealth', icon: Smartphone },
  { id: 'googleFit', icon: Smartphone },
  { id: 'garmin', icon: Watch },
  { id: 'fitbit', icon: Watch },
  { id: 'healthAutoExport', icon: Upload },
  { id: 'manual', icon: Keyboard },
] as const

/**
 * `/`: a member's home when logged in; for guests, what the product does for an organisation,
 * which phones and watches it reads, its features, and the way in.
 */
export function LandingPage() {
  const { isLoggedIn } = useAuth()
  return isLoggedIn ? <HomePage /> : <GuestLanding />
}

function GuestLanding() {
  const { t } = useTranslation('landing')
  // Set by the profile page when the member deleted their account.
  const accountDeleted = (useLocation().state as { accountDeleted?: boolean } | null)?.accountDeleted === true

  return (
    <div>
      {accountDeleted && (
        <div className="mx-auto max-w-6xl px-4 pt-6">
          <Alert tone="success">{t('accountDeleted')}</Alert>
        </div>
      )}
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
              <ButtonLink to="/signup" size="lg">
                {t('getStarted')}
              </ButtonLink>
              <ButtonLink to="/login" size="lg" variant="secondary">
                {t('login')}
              </ButtonLink>
            </div>
            <p className="mt-4 text-sm text-zinc-600 dark:text-zinc-400">{t('readsShort')}</p>
          </div>
          <WeekPreview />
        </div>
      </section>

      <section
        aria-labelledby="organisation-heading"
        className="border-t border-zinc-200 bg-white py-14 sm:py-20 dark:border-zinc-800 dark:bg-zinc-900/40"
      >
        <div className="mx-auto max-w-6xl px-4">
          <div className="max-w-2xl">
            <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 dark:text-brand-300">
              <Building2 className="size-4" aria-hidden="true" />
              {t('organisation.eyebrow')}
            </p>
            <h2 id="organisation-heading" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
              {t('organisation.title')}
            </h2>
            <p className="mt-2 text-zinc-600 dark:text-zinc-400">{t('organisation.lead')}</p>
          </div>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {uses.map(({ id, icon: Icon }) => (
              <li key={id}>
                <Card className="h-full p-6">
                  <Icon className="mb-3 size-6 text-brand-600 dark:text-brand-400" aria-hidden="true" />
                  <h3 className="font-semibold">{t(`organisation.${id}.title`)}</h3>
                  <p className="mt-1.5 text-sm text-zinc-600 dark:text-zinc-400">{t(`organisation.${id}.text`)}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="sources-heading" className="py-14 sm:py-20">
        <div className="mx-auto max-w-6xl px-4">
          <div className="max-w-2xl">
            <h2 id="sources-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('sources.title')}
            </h2>
            <p className="mt-2 text-zinc-600 dark:text-zinc-400">{t('sources.lead')}</p>
          </div>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="landing-sources">
            {sources.map(({ id, icon: Icon }) => (
              <li
                key={id}
                className="flex items-start gap-3 rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
              >
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="font-semibold">
                    <bdi>{t(`sources.${id}.name`)}</bdi>
                  </p>
                  <p className="text-sm text-zinc-600 dark:text-zinc-400">{t(`sources.${id}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
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
          </ul>
        </div>
      </section>
    </div>
  )
}
