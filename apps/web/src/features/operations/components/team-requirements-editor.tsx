import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  LOAD_PERCENTAGE_DEFAULT,
  LOAD_PERCENTAGE_MAX,
  LOAD_PERCENTAGE_MIN,
  TEAM_AGENTS_MAX,
  TEAM_AGENTS_MIN,
  moveRequirement,
  removeRequirement,
  renumberPriorities,
  withMaxAgents,
  withMinAgents,
  type TeamRequirementLine,
} from '@tourneo/domain';

export type TeamRequirementDraft = TeamRequirementLine;

interface TeamRequirementsEditorProps {
  requirements: TeamRequirementDraft[];
  roles: readonly { id: number; name: string }[];
  onChange: (requirements: TeamRequirementDraft[]) => void;
  errors?: string | undefined;
}

const toNumber = (value: string | number, fallback: number) =>
  typeof value === 'number' ? value : Number.parseInt(value, 10) || fallback;

/** The team of a multi-agent operation: one line per qualification, in priority order. */
export function TeamRequirementsEditor({
  requirements,
  roles,
  onChange,
  errors,
}: TeamRequirementsEditorProps) {
  const replace = (index: number, requirement: TeamRequirementDraft) =>
    onChange(requirements.map((current, position) => (position === index ? requirement : current)));
  const roleOptions = roles.map((role) => ({ value: String(role.id), label: role.name }));
  const firstRole = roles[0];

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={500}>Besoins de l&apos;équipe</Text>
        <Button
          size="xs"
          variant="light"
          disabled={!firstRole}
          onClick={() =>
            firstRole &&
            onChange(
              renumberPriorities([
                ...requirements,
                {
                  role_id: firstRole.id,
                  min_agents: TEAM_AGENTS_MIN,
                  max_agents: TEAM_AGENTS_MIN,
                  is_required: true,
                  load_percentage: LOAD_PERCENTAGE_DEFAULT,
                  priority_order: requirements.length + 1,
                  special_requirements: null,
                },
              ]),
            )
          }
        >
          Ajouter un besoin
        </Button>
      </Group>
      {!firstRole && (
        <Text size="xs" c="dimmed">
          Créez d&apos;abord une qualification pour définir les besoins de l&apos;équipe.
        </Text>
      )}
      {requirements.map((requirement, index) => (
        <Card
          key={index}
          withBorder
          padding="sm"
          role="group"
          aria-label={`Besoin ${requirement.priority_order}`}
        >
          <Stack gap="xs">
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                Priorité {requirement.priority_order}
              </Text>
              <Group gap={4}>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Monter le besoin ${requirement.priority_order}`}
                  disabled={index === 0}
                  onClick={() => onChange(moveRequirement(requirements, index, index - 1))}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Descendre le besoin ${requirement.priority_order}`}
                  disabled={index === requirements.length - 1}
                  onClick={() => onChange(moveRequirement(requirements, index, index + 1))}
                >
                  ↓
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Retirer le besoin ${requirement.priority_order}`}
                  onClick={() => onChange(removeRequirement(requirements, index))}
                >
                  ✕
                </ActionIcon>
              </Group>
            </Group>
            <Select
              label="Qualification"
              data={roleOptions}
              value={String(requirement.role_id)}
              allowDeselect={false}
              onChange={(value) => value && replace(index, { ...requirement, role_id: Number(value) })}
            />
            <Group grow>
              <NumberInput
                label="Minimum d'agents"
                min={TEAM_AGENTS_MIN}
                max={TEAM_AGENTS_MAX}
                clampBehavior="strict"
                allowDecimal={false}
                value={requirement.min_agents}
                onChange={(value) =>
                  replace(index, withMinAgents(requirement, toNumber(value, TEAM_AGENTS_MIN)))
                }
              />
              <NumberInput
                label="Maximum d'agents"
                min={requirement.min_agents}
                max={TEAM_AGENTS_MAX}
                clampBehavior="strict"
                allowDecimal={false}
                value={requirement.max_agents}
                onChange={(value) =>
                  replace(index, withMaxAgents(requirement, toNumber(value, requirement.min_agents)))
                }
              />
              <NumberInput
                label="Charge (%)"
                min={LOAD_PERCENTAGE_MIN}
                max={LOAD_PERCENTAGE_MAX}
                clampBehavior="strict"
                allowDecimal={false}
                value={requirement.load_percentage}
                onChange={(value) =>
                  replace(index, {
                    ...requirement,
                    load_percentage: toNumber(value, LOAD_PERCENTAGE_DEFAULT),
                  })
                }
              />
            </Group>
            <Switch
              label="Obligatoire"
              checked={requirement.is_required}
              onChange={(event) =>
                replace(index, { ...requirement, is_required: event.currentTarget.checked })
              }
            />
            <TextInput
              label="Exigences particulières"
              value={requirement.special_requirements ?? ''}
              onChange={(event) =>
                replace(index, { ...requirement, special_requirements: event.currentTarget.value })
              }
            />
          </Stack>
        </Card>
      ))}
      {errors && (
        <Text size="xs" c="red">
          {errors}
        </Text>
      )}
    </Stack>
  );
}
