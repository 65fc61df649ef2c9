import { MAX_SSO_GROUP_MAPPINGS } from '@stepup/contract'
import clsx from 'clsx'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorMessage, inputClasses } from '../../../components/ui/index.ts'
import { useAllTeams } from '../../teams/index.ts'
import { rowErrorsOf, type FieldErrors, type TeamRow } from './group-mapping-values.ts'
import { TeamMappings } from './team-mappings.tsx'

/**
 * How a provider's groups map to the admin role and to teams, the same for every protocol: where
 * the provider lists a member's groups (`source`, the claim or attribute field), the admin groups
 * one per line, and a team for each group.
 */
export function GroupMappings({
  source,
  adminGroups,
  onAdminGroupsChange,
  teamGroups,
  onTeamGroupsChange,
  errors,
}: {
  source: ReactNode
  adminGroups: string
  onAdminGroupsChange: (adminGroups: string) => void
  teamGroups: TeamRow[]
  onTeamGroupsChange: (teamGroups: TeamRow[]) => void
  errors: FieldErrors
}) {
  const { t } = useTranslation('single-sign-on')
  const teams = useAllTeams()
  const adminGroupsId = useId()
  const groupsError = errors.adminGroups ?? errors.teamGroups

  return (
    <fieldset className="space-y-4 border-t border-zinc-200 pt-5 dark:border-zinc-800">
      <legend className="float-start mb-1 w-full text-base font-semibold">{t('form.groups')}</legend>
      <p className="clear-both text-sm text-zinc-500 dark:text-zinc-400">{t('form.groupsDescription')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {source}
        <div className="space-y-1.5">
          <label htmlFor={adminGroupsId} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
            {t('form.adminGroups')}
          </label>
          <textarea
            id={adminGroupsId}
            name="adminGroups"
            rows={3}
            dir="auto"
            placeholder="stepup-admins"
            value={adminGroups}
            onChange={(event) => onAdminGroupsChange(event.target.value)}
            aria-invalid={errors.adminGroups ? true : undefined}
            aria-describedby={`${adminGroupsId}-hint`}
            className={clsx(
              inputClasses,
              errors.adminGroups ? 'border-red-500 dark:border-red-500' : 'border-zinc-300 dark:border-zinc-700',
            )}
          />
          {errors.adminGroups ? (
            <p id={`${adminGroupsId}-hint`} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
              {errors.adminGroups}
            </p>
          ) : (
            <p id={`${adminGroupsId}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
              {t('form.adminGroupsHint', { max: MAX_SSO_GROUP_MAPPINGS })}
            </p>
          )}
        </div>
      </div>
      <TeamMappings
        rows={teamGroups}
        onChange={onTeamGroupsChange}
        teams={teams.data ?? null}
        errors={rowErrorsOf(teamGroups, errors)}
      />
      {teams.isError && <ErrorMessage message={t('form.teamsError')} />}
      {groupsError && !errors.adminGroups && <ErrorMessage message={groupsError} />}
    </fieldset>
  )
}
