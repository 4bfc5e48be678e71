/**
 * The TanStack Query keys shared by several features: a feature that changes data another
 * feature shows invalidates through these, never through a repeated literal.
 */
export const queryKeys = {
  missions: {
    /** Every mission query: each mission change invalidates it (the calendar's weeks reload). */
    all: ['missions'] as const,
    /** One agent's work week, `offset` weeks from this one (the calendar's `currentWeek`). */
    week: (agentId: number, offset: number) => ['missions', 'week', agentId, offset] as const,
    /** The whole team's day ('2026-11-23'), of the 'Planning d'équipe'. */
    teamDay: (date: string) => ['missions', 'team-day', date] as const,
  },
  /** The same keys as the agents and operations features', so their lists share one cache. */
  agents: { all: ['agents'] as const },
  operations: { all: ['operations'] as const },
} as const;
