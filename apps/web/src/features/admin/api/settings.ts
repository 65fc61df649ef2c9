import { ScoreConfigSchema, TeamConfigSchema, type ScoreConfigInput, type TeamConfig } from '@stepup/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

export const getScoreConfig = async () => ScoreConfigSchema.parse((await api.GET('/api/scores/config')).data)
export const getTeamConfig = async () => TeamConfigSchema.parse((await api.GET('/api/teams/config')).data)

export const useScoreConfig = () => useQuery({ queryKey: adminKeys.scoreConfig, queryFn: getScoreConfig })
export const useTeamConfig = () => useQuery({ queryKey: adminKeys.teamConfig, queryFn: getTeamConfig })

/** The settings form saves both configs: the score settings and the team size limit. */
export async function saveSettings(input: { scores: ScoreConfigInput; teams: TeamConfig }) {
  const scores = ScoreConfigSchema.parse((await api.POST('/api/scores/config', { body: input.scores })).data)
  const teams = TeamConfigSchema.parse((await api.POST('/api/teams/config', { body: input.teams })).data)
  return { scores, teams }
}

export function useSaveSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: ({ scores, teams }) => {
      queryClient.setQueryData(adminKeys.scoreConfig, scores)
      queryClient.setQueryData(adminKeys.teamConfig, teams)
      // The money equivalent on the boards follows the rate.
      void queryClient.invalidateQueries({ queryKey: ['scores'] })
    },
  })
}
