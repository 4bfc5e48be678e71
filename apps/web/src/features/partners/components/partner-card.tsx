import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Partner } from '../api/get-partners.ts';
import { CardActions } from '../../../components/ui/card-actions.tsx';

interface PartnerCardProps {
  partner: Partner;
  onEdit: () => void;
  onDelete: () => void;
}

export function PartnerCard({ partner, onEdit, onDelete }: PartnerCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={partner.nom}>
      <Stack gap={4} h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4">
            {partner.nom}
          </Title>
          {partner.secure && (
            <Badge size="sm" variant="light">
              SSL/TLS
            </Badge>
          )}
        </Group>
        <Text size="sm">{partner.email}</Text>
        <Text size="sm">{partner.telephone}</Text>
        <Text size="sm" c="dimmed">
          SMTP {partner.serveur_smtp}:{partner.port_smtp}
        </Text>
        <CardActions onModify={onEdit} onDelete={onDelete} />
      </Stack>
    </Card>
  );
}
