import { ScoreConfigSchema, TeamConfigSchema, type ScoreConfigInput, type TeamConfig } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { refreshAfterStepsMoved } from '../../../lib/query-client.ts'
import { scoreConfigQuery } from '../../scores/index.ts'
import { teamConfigQuery } from '../../teams/index.ts'

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
      queryClient.setQueryData(scoreConfigQuery.queryKey, scores)
      queryClient.setQueryData(teamConfigQuery.queryKey, teams)
      // The money equivalent on the boards follows the rate, and a new order of the step sources
      // recounts every day.
      void refreshAfterStepsMoved(queryClient)
    },
  })
}
