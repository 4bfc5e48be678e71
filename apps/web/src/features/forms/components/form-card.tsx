import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { FormSummary } from '../api/get-forms.ts';

interface FormCardProps {
  form: FormSummary;
  onEdit: () => void;
  onDelete: () => void;
}

export function FormCard({ form, onEdit, onDelete }: FormCardProps) {
  const questions = `${form.field_count} question${form.field_count > 1 ? 's' : ''}`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={form.name}>
      <Stack gap="xs" h="100%">
        <Title order={3} size="h4">
          {form.name}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {form.description || 'Sans description'}
        </Text>
        <Text size="sm" fw={500}>
          {questions}
        </Text>
        <Group mt="auto" justify="flex-end">
          <Button size="xs" variant="light" onClick={onEdit}>
            Modifier
          </Button>
          <Button size="xs" variant="light" color="red" onClick={onDelete}>
            Supprimer
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
