import { FileUp, Footprints, Smartphone, Trophy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ButtonLink, Card, EmptyState, ErrorMessage, Skeleton } from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { localToday } from '../../../lib/format.ts'
import { MyCompetitionsCard, useMyCompetitions } from '../../competitions/index.ts'
import { usePushTokens } from '../../connect/index.ts'
import { EmailConfirmationNotice } from '../../joining/index.ts'
import { Announcements } from '../../notifications/index.ts'
import { useScoreHistory } from '../../scores/index.ts'
import { RanksCard } from './ranks-card.tsx'
import { TodayCard } from './today-card.tsx'
import { WaitingCard } from './waiting-card.tsx'
import { WeekCard } from './week-card.tsx'
import { WeekLeaders } from './week-leaders.tsx'

/**
 * A member's home (`/` when logged in): the admins' announcements, then today against the goal and
 * the week against last week, their ranks on the boards and in each running competition, and what
 * waits for them. Every part asks for its own data at once, side by side, so none waits on another.
 */
export function HomePage() {
  const { t } = useTranslation('home')
  const { user } = useAuth()
  const history = useScoreHistory()
  const tokens = usePushTokens()
  const today = localToday()
  const lastPushAt =
    tokens.data
      ?.map((token) => token.lastSyncAt)
      .filter((at): at is string => at !== null)
      .sort()
      .at(-1) ?? null

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <Announcements />
      <EmailConfirmationNotice />
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {user ? (
            <>
              {t('greeting')} <bdi>{user.username}</bdi>
            </>
          ) : (
            t('title')
          )}
        </h1>
        <p className="mt-1 text-zinc-600 dark:text-zinc-400">{t('lead')}</p>
      </div>

      {history.isPending ? (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2" aria-busy="true">
          <Skeleton className="h-56 w-full rounded-2xl" />
          <Skeleton className="h-56 w-full rounded-2xl" />
        </div>
      ) : history.isError ? (
        <ErrorMessage message={t('loadError')} />
      ) : history.data.some((day) => day.steps > 0) ? (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <TodayCard history={history.data} today={today} lastPushAt={lastPushAt} />
          <WeekCard history={history.data} today={today} />
        </div>
      ) : (
        <NoStepsYet />
      )}

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Competitions />
          <WaitingCard />
        </div>
        <div className="space-y-6">
          <RanksCard />
          <WeekLeaders />
        </div>
      </div>
    </div>
  )
}

/** The empty state of a member without steps: the two ways to bring them in. */
function NoStepsYet() {
  const { t } = useTranslation('home')
  return (
    <div data-testid="home-no-steps">
      <EmptyState
        icon={<Footprints className="size-6" aria-hidden="true" />}
        title={t('empty.title')}
        description={t('empty.text')}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <ButtonLink to="/connect" icon={<Smartphone className="size-4" aria-hidden="true" />}>
              {t('empty.connect')}
            </ButtonLink>
            <ButtonLink to="/imports" variant="secondary" icon={<FileUp className="size-4" aria-hidden="true" />}>
              {t('empty.import')}
            </ButtonLink>
          </div>
        }
      />
    </div>
  )
}

/** The running competitions with the member's rank and who to pass next; or the way to one. */
function Competitions() {
  const { t } = useTranslation('home')
  const mine = useMyCompetitions()
  if (mine.isPending) return <Skeleton className="h-32 w-full rounded-2xl" />
  if (mine.isError) return <ErrorMessage message={t('competitions.loadError')} />
  if (mine.data.length > 0) return <MyCompetitionsCard />
  return (
    <Card className="flex flex-wrap items-center gap-4 p-5 sm:p-6" data-testid="home-no-competitions">
      <Trophy className="size-6 shrink-0 text-brand-500" aria-hidden="true" />
      <div className="min-w-0 flex-1 basis-48">
        <h2 className="font-semibold">{t('competitions.noneTitle')}</h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('competitions.noneText')}</p>
      </div>
      <Link to="/competitions" className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
        {t('competitions.browse')}
      </Link>
    </Card>
  )
}
