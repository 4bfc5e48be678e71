import { Button, Paper, Text, Title } from '@mantine/core';
import { featureMissingMessage, type Feature } from '@tourneo/domain';

interface LockedSectionProps {
  title: string;
  feature: Feature;
  onShowPlans: () => void;
}

/** A section the plan lacks: which plan opens it (from the catalogue), and the way to the plans. */
export function LockedSection({ title, feature, onShowPlans }: LockedSectionProps) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Title order={1} size="h2" mb="sm">
        {title}
      </Title>
      <Text mb="md">{featureMissingMessage(feature)}</Text>
      <Button onClick={onShowPlans}>Voir les forfaits</Button>
    </Paper>
  );
}
