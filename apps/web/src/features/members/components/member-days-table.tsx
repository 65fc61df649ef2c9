import type { DaySource, HistoryDay } from '@stepup/contract'
import { Footprints } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  EmptyState,
  ErrorMessage,
  LoadingBlock,
  DaySourceCell,
  PhoneDaySource,
  PhoneDaySteps,
  Table,
  type Column,
  ShowAllToggle,
} from '../../../components/ui/index.ts'
import { useMemberDays } from '../api/get-member-days.ts'
import { formatCount, formatDay } from '../../../lib/format.ts'

/** Days shown before the admin asks for the rest. */
const RECENT_DAYS = 30

/** A member's days as they see them in My Scores: the source that counts, the others' counts under it. */
export function MemberDaysTable({ member }: { member: { id: number; username: string } }) {
  const { t, i18n } = useTranslation('members')
  const days = useMemberDays(member.id)
  const [showAll, setShowAll] = useState(false)

  // The common name of a manual entry ("Entered by you") speaks to the member, not to the admin.
  const memberSourceName = (source: DaySource) => (source === 'manual' ? t('days.manual') : undefined)

  const columns: Column<HistoryDay>[] = [
    { key: 'date', header: t('days.date'), cell: (row) => formatDay(row.date, i18n.language) },
    {
      key: 'source',
      header: t('days.source'),
      cell: (row) => <DaySourceCell day={row} nameOf={memberSourceName} />,
      phone: 'fill',
      phoneCell: (row) => <PhoneDaySource day={row} nameOf={memberSourceName} />,
    },
    {
      key: 'steps',
      header: t('days.steps'),
      align: 'right',
      cell: (row) => formatCount(row.steps),
      phoneCell: (row) => <PhoneDaySteps day={row} bonusLabel={t('days.bonus')} />,
    },
    { key: 'bonus', header: t('days.bonus'), align: 'right', phone: 'hide', cell: (row) => formatCount(row.bonus) },
    {
      key: 'total',
      header: t('days.total'),
      align: 'right',
      className: 'font-semibold',
      phone: 'hide',
      cell: (row) => formatCount(row.total),
    },
  ]

  if (days.isPending) return <LoadingBlock />
  if (days.isError) return <ErrorMessage message={t('loadError')} />
  return (
    <div className="space-y-3">
      <Table
        compact
        caption={t('days.caption', { name: member.username })}
        columns={columns}
        rows={showAll ? days.data : days.data.slice(0, RECENT_DAYS)}
        rowKey={(row) => row.date}
        empty={<EmptyState icon={<Footprints className="size-6" aria-hidden="true" />} title={t('days.empty')} />}
      />
      <ShowAllToggle
        showAll={showAll}
        onToggle={() => setShowAll((value) => !value)}
        total={days.data.length}
        recent={RECENT_DAYS}
        labels={{
          showAll: t('days.showAll', { count: days.data.length }),
          showRecent: t('days.showRecent', { count: RECENT_DAYS }),
        }}
      />
    </div>
  )
}
