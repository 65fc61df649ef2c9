import { Trophy } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar, Badge, Card } from '../../../components/ui/index.ts'
import { formatCount } from '../../../lib/format.ts'

const exampleSteps = [68_420, 61_905, 57_310]

const rowClasses = 'flex items-center gap-3 rounded-xl bg-zinc-50 px-3 py-2.5 dark:bg-zinc-800/60'

function Row({
  rank,
  name,
  avatarUrl,
  value,
}: {
  rank: number
  name: string
  avatarUrl?: string | null
  value: ReactNode
}) {
  const { t } = useTranslation('landing')
  return (
    <li className={rowClasses}>
      <span className="w-7 text-sm font-bold text-brand-600 dark:text-brand-400">{t('preview.rank', { rank })}</span>
      <Avatar name={name} src={avatarUrl} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{name}</p>
        <p className="text-xs text-zinc-500 tabular-nums dark:text-zinc-400">{value}</p>
      </div>
    </li>
  )
}

/** This week's board as it looks, with example names, labelled as an example: what a guest gets. */
export function WeekPreview() {
  const { t } = useTranslation('landing')
  const names = t('preview.names', { returnObjects: true }) as string[]
  return (
    <Card className="mx-auto w-full max-w-md p-5 sm:p-6" aria-hidden="true">
      <div className="mb-4 flex items-center justify-between">
        <p className="flex items-center gap-2 font-semibold">
          {t('preview.title')}
          <Badge>{t('preview.example')}</Badge>
        </p>
        <Trophy className="size-5 text-brand-500" />
      </div>
      <ol className="space-y-3">
        {names.map((name, index) => (
          <Row
            key={name}
            rank={index + 1}
            name={name}
            value={t('preview.steps', { steps: formatCount(exampleSteps[index]!) })}
          />
        ))}
      </ol>
      <div className="mt-5 h-2 overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800">
        <div className="h-full w-3/4 rounded-full bg-gradient-to-r from-brand-400 to-brand-600" />
      </div>
    </Card>
  )
}
