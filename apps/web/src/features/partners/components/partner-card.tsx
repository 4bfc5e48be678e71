import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, formatPhoneNumber } from '@tourneo/domain';
import type { Partner } from '@tourneo/domain';
import { CardActions } from '../../../components/ui/card-actions.tsx';
import { SettingsChangeOnly } from '../../../components/ui/settings-access.tsx';

interface PartnerCardProps {
  partner: Partner;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
  isSettingDefault: boolean;
}

export function PartnerCard({ partner, onEdit, onDelete, onSetDefault, isSettingDefault }: PartnerCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={partner.nom}>
      <Stack gap={4} h="100%">
        <Title order={2} size="h4">
          {partner.nom}
        </Title>
        {(partner.is_default || partner.secure) && (
          <Group gap={4}>
            {partner.is_default && (
              <Badge size="sm" color="teal">
                {MESSAGES.partners.isDefault}
              </Badge>
            )}
            {partner.secure && (
              <Badge size="sm" variant="light">
                SSL/TLS
              </Badge>
            )}
          </Group>
        )}
        <Text size="sm">{partner.email}</Text>
        <Text size="sm">{formatPhoneNumber(partner.telephone)}</Text>
        <Text size="sm" c="dimmed">
          SMTP {partner.serveur_smtp}:{partner.port_smtp}
        </Text>
        <CardActions onModify={onEdit} onDelete={onDelete} />
        <SettingsChangeOnly>
          {!partner.is_default && (
            <Button
              size="xs"
              variant="subtle"
              style={{ alignSelf: 'flex-start' }}
              loading={isSettingDefault}
              onClick={onSetDefault}
              aria-label={`${MESSAGES.partners.setDefault} : ${partner.nom}`}
            >
              {MESSAGES.partners.setDefault}
            </Button>
          )}
        </SettingsChangeOnly>
      </Stack>
    </Card>
  );
}
