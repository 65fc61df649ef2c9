export const adminKeys = {
  summary: ['admin', 'summary'] as const,
  scoreConfig: ['scores', 'config'] as const,
  teamConfig: ['teams', 'config'] as const,
}
