import { MAX_SSO_GROUP_MAPPINGS, type AdminTeam } from '@stepup/contract'
import clsx from 'clsx'
import { Plus, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, TextField, inputClasses } from '../../../components/ui/index.ts'
import { newTeamRow, type TeamRow } from './group-mapping-values.ts'

/**
 * The team of each group: a member without a team joins the team of the first of their groups
 * listed here. Rows of a group's name and a team, added and removed one by one.
 */
export function TeamMappings({
  rows,
  onChange,
  teams,
  errors,
}: {
  rows: TeamRow[]
  onChange: (rows: TeamRow[]) => void
  /** Every team, or null while they load (or when they could not be). */
  teams: AdminTeam[] | null
  errors: Record<number, { group?: string; teamId?: string }>
}) {
  const { t } = useTranslation('single-sign-on')
  const update = (key: number, change: Partial<TeamRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)))

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('form.teamGroups')}</legend>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('form.teamGroupsHint')}</p>
      {rows.length > 0 && (
        <ul className="space-y-3">
          {rows.map((row, index) => {
            const known = teams?.some((team) => String(team.id) === row.teamId) ?? true
            const selectId = `team-mapping-${row.key}`
            const error = errors[row.key]
            return (
              <li
                key={row.key}
                className="grid gap-2 rounded-xl border border-zinc-200 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start sm:border-0 sm:p-0 dark:border-zinc-800"
              >
                <TextField
                  label={t('form.group')}
                  value={row.group}
                  dir="auto"
                  autoComplete="off"
                  onChange={(event) => update(row.key, { group: event.target.value })}
                  error={error?.group}
                />
                <div className="space-y-1.5">
                  <label htmlFor={selectId} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
                    {t('form.team')}
                  </label>
                  <select
                    id={selectId}
                    value={row.teamId}
                    onChange={(event) => update(row.key, { teamId: event.target.value })}
                    aria-invalid={error?.teamId ? true : undefined}
                    aria-describedby={error?.teamId ? `${selectId}-error` : undefined}
                    className={clsx(
                      inputClasses,
                      error?.teamId ? 'border-red-500 dark:border-red-500' : 'border-zinc-300 dark:border-zinc-700',
                    )}
                  >
                    <option value="">{teams ? t('form.chooseTeam') : t('form.teamsLoading')}</option>
                    {teams?.map((team) => (
                      <option key={team.id} value={String(team.id)}>
                        {team.name}
                      </option>
                    ))}
                    {!known && <option value={row.teamId}>{t('form.teamGone', { id: row.teamId })}</option>}
                  </select>
                  {error?.teamId && (
                    <p
                      id={`${selectId}-error`}
                      role="alert"
                      className="text-xs font-medium text-red-600 dark:text-red-400"
                    >
                      {error.teamId}
                    </p>
                  )}
                </div>
                <Button
                  variant="ghost"
                  className="justify-self-start sm:mt-7"
                  icon={<Trash2 className="size-4" aria-hidden="true" />}
                  aria-label={t('form.removeMapping', { number: index + 1 })}
                  onClick={() => onChange(rows.filter((each) => each.key !== row.key))}
                >
                  <span className="sm:sr-only">{t('form.remove')}</span>
                </Button>
              </li>
            )
          })}
        </ul>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={rows.length >= MAX_SSO_GROUP_MAPPINGS}
        icon={<Plus className="size-4" aria-hidden="true" />}
        onClick={() => onChange([...rows, newTeamRow()])}
      >
        {t('form.addMapping')}
      </Button>
    </fieldset>
  )
}
