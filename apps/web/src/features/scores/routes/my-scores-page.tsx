import type { HistoryDay } from '@stepup/contract'
import { FileUp, Footprints, Smartphone } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ButtonLink,
  EmptyState,
  Page,
  PageHeader,
  Section,
  DaySourceCell,
  PhoneDaySource,
  PhoneDaySteps,
  Table,
  type Column,
  ShowAllToggle,
  Loaded,
  LoadingBlock,
} from '../../../components/ui/index.ts'
import { AdminChangesCard } from '../../audit/index.ts'
import { MyCompetitionsCard, useMyCompetitions } from '../../competitions/index.ts'
import { MyDayRequests } from '../../fair-play/index.ts'
import { GoalCard, useMyGoal } from '../../goals/index.ts'
import { useScoreHistory } from '../api/get-score-history.ts'
import { useScoreConfig } from '../api/get-score-config.ts'
import { formatCount, formatDay, localToday } from '../components/format.ts'
import { ActivityConverter } from '../components/activity-converter.tsx'
import { DayStatus } from '../components/day-status.tsx'
import { ManualEntryForm } from '../components/manual-entry-form.tsx'
import { StepsChart } from '../components/steps-chart.tsx'

/** Days of history shown before the reader asks for the rest. */
const RECENT_DAYS = 30

/**
 * /myscores: the member's chart of the last 30 days, today against their goal, manual entry and the activity converter when
 * allowed, and their history with what an admin's review did to each day.
 */
export function MyScoresPage() {
  const { t } = useTranslation('scores')
  const history = useScoreHistory()
  const config = useScoreConfig()
  const mine = useMyCompetitions()
  const goal = useMyGoal()
  // The competitions card above the chart, and the goal and the form beside it, change the page's
  // shape: it is laid out once they have come, so that nothing moves under the reader afterwards.
  const shaped = !config.isPending && !mine.isPending && !goal.isPending

  return (
    <Page>
      <PageHeader
        title={t('my.title')}
        description={t('my.description')}
        actions={
          <>
            <ButtonLink to="/connect" variant="secondary" icon={<Smartphone className="size-4" aria-hidden="true" />}>
              {t('my.connect')}
            </ButtonLink>
            <ButtonLink to="/imports" variant="secondary" icon={<FileUp className="size-4" aria-hidden="true" />}>
              {t('my.import')}
            </ButtonLink>
          </>
        }
      />
      <Loaded query={history} error={t('loadError')} pending={<LoadingBlock page />}>
        {(data) =>
          !shaped ? (
            <LoadingBlock page />
          ) : (
            <div className="space-y-6">
              <MyCompetitionsCard />
              <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
                <Section title={t('chart.title')} description={t('chart.description')} className="lg:col-span-2">
                  <StepsChart history={data} goals={goal.data?.history} />
                </Section>
                <div className="space-y-6">
                  <GoalCard history={data} today={localToday()} testId="myscores-today" />
                  {config.data?.allowManualSteps && (
                    <Section title={t('entry.title')}>
                      <ManualEntryForm />
                    </Section>
                  )}
                </div>
              </div>
              <ActivityConverter />
              <MyDayRequests />
              <AdminChangesCard />
              <ScoreHistory days={data} />
            </div>
          )
        }
      </Loaded>
    </Page>
  )
}

/** The member's days, newest first: the last 30 until the reader asks for all of them. */
function ScoreHistory({ days }: { days: HistoryDay[] }) {
  const { t, i18n } = useTranslation('scores')
  const [showAll, setShowAll] = useState(false)

  const columns: Column<HistoryDay>[] = [
    { key: 'date', header: t('columns.date'), cell: (row) => formatDay(row.date, i18n.language) },
    {
      key: 'source',
      header: t('columns.source'),
      cell: (row) => (
        <span className="inline-flex flex-col items-end gap-1 sm:items-start">
          <DaySourceCell day={row} />
          <DayStatus day={row} />
        </span>
      ),
      // A phone's one-line row: the source that counts; what an admin did to the day under it.
      phone: 'fill',
      phoneCell: (row) => <PhoneDaySource day={row} status={<DayStatus day={row} />} />,
    },
    {
      key: 'steps',
      header: t('columns.steps'),
      align: 'right',
      cell: (row) => formatCount(row.steps),
      phoneCell: (row) => <PhoneDaySteps day={row} bonusLabel={t('columns.bonus')} />,
    },
    { key: 'bonus', header: t('columns.bonus'), align: 'right', phone: 'hide', cell: (row) => formatCount(row.bonus) },
    {
      key: 'total',
      header: t('columns.total'),
      align: 'right',
      className: 'font-semibold',
      phone: 'hide',
      cell: (row) => formatCount(row.total),
    },
  ]
  return (
    <section aria-labelledby="history-heading" className="space-y-3">
      <h2 id="history-heading" className="text-lg font-semibold">
        {t('my.history')}
      </h2>
      <Table
        compact
        caption={t('my.history')}
        columns={columns}
        rows={showAll ? days : days.slice(0, RECENT_DAYS)}
        rowKey={(row) => row.date}
        empty={
          <EmptyState
            icon={<Footprints className="size-6" aria-hidden="true" />}
            title={t('my.empty')}
            description={t('my.emptyHint')}
            action={
              // Nothing yet: the two ways to bring steps in.
              <div className="flex flex-wrap justify-center gap-2">
                <ButtonLink to="/connect" icon={<Smartphone className="size-4" aria-hidden="true" />}>
                  {t('my.connect')}
                </ButtonLink>
                <ButtonLink to="/imports" variant="secondary" icon={<FileUp className="size-4" aria-hidden="true" />}>
                  {t('my.import')}
                </ButtonLink>
              </div>
            }
          />
        }
      />
      <ShowAllToggle
        showAll={showAll}
        onToggle={() => setShowAll((value) => !value)}
        total={days.length}
        recent={RECENT_DAYS}
        labels={{
          showAll: t('my.showAll', { count: days.length }),
          showRecent: t('my.showRecent', { count: RECENT_DAYS }),
        }}
      />
    </section>
  )
}
