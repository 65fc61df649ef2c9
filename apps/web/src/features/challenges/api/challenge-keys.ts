export const challengeKeys = {
  all: ['challenges'] as const,
  detail: (id: number) => ['challenges', id] as const,
}
