import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { LEADER_ROLE, MESSAGES, TECHNICIAN_ROLE, type MissionView, type SessionView } from '@tourneo/domain';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/notify.ts';
import { useSubmitLock } from '../../../lib/use-submit-lock.ts';
import type { ListQuery } from '../../../lib/list-query.ts';
import type { AgentOption } from '../options.ts';
import { useRemoveSessionAgent } from '../api/remove-session-agent.ts';
import { useSwitchMissionLeader } from '../api/switch-mission-leader.ts';
import { agentNameOf } from '../agent-names.ts';

export interface SessionTeamPanelProps {
  mission: MissionView;
  session: SessionView;
  /** The mission after a change (names are added by the popup). */
  onChanged: (mission: MissionView) => void;
  /** The calendar's agent left the session: the popup has nothing more to show. */
  onCalendarAgentRemoved: () => void;
  /** The calendar's agent. */
  agentId: number;
  /** The company's agents, for their names. */
  agents: ListQuery<AgentOption>;
}

/**
 * A multi-agent session's team: each agent with its role, the team leader marked; make another
 * agent the leader (of every session of the mission it is on), or remove an agent from this
 * session (never the last one: the spec's message).
 */
export function SessionTeamPanel({
  mission,
  session,
  onChanged,
  onCalendarAgentRemoved,
  agentId,
  agents,
}: SessionTeamPanelProps) {
  const switchLeader = useSwitchMissionLeader();
  const removeAgent = useRemoveSessionAgent();
  const lock = useSubmitLock();
  const headingId = `session-team-${session.session_id}`;

  const makeLeader = (newLeaderAgentId: number) => {
    if (!lock.acquire()) {
      return;
    }
    switchLeader.mutate(
      { missionId: mission.id, newLeaderAgentId },
      {
        onSettled: lock.release,
        onSuccess: (answer) => {
          notify('success', answer.message);
          onChanged(answer.data);
        },
        onError: (error) => notify('error', serverMessageOr(error, MESSAGES.missions.leaderSwitchError)),
      },
    );
  };

  const remove = (removedAgentId: number) => {
    if (session.agents.length <= 1) {
      notify('error', MESSAGES.missions.soleAgentRemoval);
      return;
    }
    if (!lock.acquire()) {
      return;
    }
    removeAgent.mutate(
      { sessionId: session.session_id, agentId: removedAgentId },
      {
        onSettled: lock.release,
        onSuccess: (answer) => {
          notify('success', answer.message);
          if (removedAgentId === agentId) {
            onCalendarAgentRemoved();
          } else {
            onChanged(answer.data);
          }
        },
        onError: (error) => notify('error', serverMessageOr(error, MESSAGES.missions.removeAgentError)),
      },
    );
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        Équipe de la session ({session.agents.length} agents)
      </Title>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {session.agents.map((agent) => {
          const name = agentNameOf(agent, agents.data);
          return (
            <Group key={agent.agent_id} component="li" justify="space-between" wrap="nowrap">
              <Group gap="xs">
                <Text size="sm">{name}</Text>
                {/* The lead alone is 'Chef d'équipe' (its badge); the others are technicians. */}
                {agent.is_lead ? (
                  <Badge color="blue" variant="filled" size="sm">
                    {LEADER_ROLE}
                  </Badge>
                ) : (
                  <Text size="xs" c="gray.8">
                    {TECHNICIAN_ROLE}
                  </Text>
                )}
              </Group>
              <Group gap={4} wrap="nowrap">
                {!agent.is_lead && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    disabled={lock.isLocked}
                    aria-label={`Nommer chef d'équipe : ${name}`}
                    onClick={() => makeLeader(agent.agent_id)}
                  >
                    Nommer chef
                  </Button>
                )}
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  disabled={lock.isLocked}
                  aria-label={`Retirer ${name} de la session`}
                  onClick={() => remove(agent.agent_id)}
                >
                  Retirer
                </Button>
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
