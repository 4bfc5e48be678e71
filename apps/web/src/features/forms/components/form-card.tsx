import { Card, Stack, Text, Title } from '@mantine/core';
import type { FormSummary } from '@tourneo/domain';
import { CardActions } from '../../../components/ui/card-actions.tsx';

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
        <Title order={2} size="h4">
          {form.name}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {form.description || 'Sans description'}
        </Text>
        <Text size="sm" fw={500}>
          {questions}
        </Text>
        <CardActions onModify={onEdit} onDelete={onDelete} />
      </Stack>
    </Card>
  );
}
