import {
  Alert,
  Anchor,
  Badge,
  Center,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { MESSAGES, ONBOARDING_STEPS } from '@tourneo/domain';
import { useOnboardingStatus } from '../api/get-onboarding-status.ts';
import { SECTION_OF_STEP } from '../steps.ts';

const m = MESSAGES.onboarding;

/**
 * 'Premiers pas': a new company's five steps, each a link to the screen that does it, ticked from
 * the company's own data (POST /onboarding/status), with the progress.
 */
export function FirstStepsScreen() {
  const status = useOnboardingStatus();

  if (status.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={MESSAGES.common.loading} />
      </Center>
    );
  }
  if (status.isError) {
    return (
      <Alert color="red" role="alert" title={m.title}>
        {m.loadError}
      </Alert>
    );
  }
  const { steps, done, total } = status.data;
  return (
    <Stack maw={720}>
      <Title order={1} size="h2">
        {m.title}
      </Title>
      <Text>{m.intro}</Text>
      <Stack gap={4}>
        <Text size="sm" fw={600} id="first-steps-progress">
          {m.progress(done, total)}
        </Text>
        <Progress.Root>
          <Progress.Section value={(done / total) * 100} aria-labelledby="first-steps-progress" />
        </Progress.Root>
      </Stack>
      {done === total && (
        <Alert color="green" role="status">
          {m.allDone}
        </Alert>
      )}
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={m.title}>
        {ONBOARDING_STEPS.map((step, index) => {
          const isDone = steps[step];
          const texts = m.steps[step];
          return (
            <Paper
              component="li"
              key={step}
              withBorder
              p="md"
              radius="md"
              aria-label={`${index + 1}. ${texts.label} : ${isDone ? m.done : m.toDo}`}
              data-done={isDone}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Text fw={600} td={isDone ? 'line-through' : undefined}>
                    {index + 1}. {texts.label}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {texts.hint}
                  </Text>
                  <Anchor
                    component={Link}
                    to={`?section=${SECTION_OF_STEP[step]}`}
                    size="sm"
                    underline="always"
                  >
                    {texts.action}
                  </Anchor>
                </Stack>
                <Badge color={isDone ? 'green' : 'gray'} variant={isDone ? 'filled' : 'outline'} flex="none">
                  {isDone ? `✓ ${m.done}` : m.toDo}
                </Badge>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
