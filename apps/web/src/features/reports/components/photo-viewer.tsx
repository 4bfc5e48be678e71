import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Box,
  Center,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { MESSAGES, type ReportFileRef } from '@tourneo/domain';
import { ReportImage } from './report-image.tsx';

interface ArrowButtonProps {
  label: string;
  arrow: string;
  onClick: () => void;
  disabled: boolean;
}

/** 'Photo précédente' or 'Photo suivante', drawn as its arrow. */
function ArrowButton({ label, arrow, onClick, disabled }: ArrowButtonProps) {
  return (
    <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick} disabled={disabled}>
      <span aria-hidden>{arrow}</span>
    </ActionIcon>
  );
}

/**
 * The full-screen photo viewer (spec 2 "Recent missions"): previous/next, counter, thumbnails,
 * close; Escape closes, the left and right arrows move. 'Aucune image' when there is none.
 */
export function PhotoViewer({
  photos,
  missionId,
  startIndex,
  onClose,
}: {
  photos: ReportFileRef[];
  missionId: number;
  startIndex: number;
  onClose: () => void;
}) {
  const count = photos.length;
  const [index, setIndex] = useState(Math.min(Math.max(startIndex, 0), Math.max(count - 1, 0)));
  const previous = () => setIndex((current) => (current - 1 + count) % count);
  const next = () => setIndex((current) => (current + 1) % count);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (count < 2) {
        return;
      }
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        setIndex((current) => (current - 1 + count) % count);
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        setIndex((current) => (current + 1) % count);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);

  const photo = photos[index];
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      title="Photos de la mission"
      zIndex={400}
      styles={{ body: { height: 'calc(100% - 60px)' } }}
    >
      {!photo ? (
        <Center h="100%">
          <Text>{MESSAGES.reports.noImage}</Text>
        </Center>
      ) : (
        <Stack h="100%" gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <ArrowButton label="Photo précédente" arrow="‹" onClick={previous} disabled={count < 2} />
            <Text fw={600} aria-live="polite" data-testid="photo-counter">
              {index + 1} / {count}
            </Text>
            <ArrowButton label="Photo suivante" arrow="›" onClick={next} disabled={count < 2} />
          </Group>
          <Center style={{ flex: 1, minHeight: 0 }}>
            <ReportImage
              key={photo.id}
              file={photo}
              missionId={missionId}
              alt={`Photo ${index + 1} sur ${count}`}
              style={{ maxHeight: '100%', maxWidth: '100%' }}
            />
          </Center>
          <ScrollArea type="auto" offsetScrollbars>
            <Group gap="xs" wrap="nowrap" role="group" aria-label="Miniatures">
              {photos.map((thumbnail, thumbnailIndex) => (
                <UnstyledButton
                  key={thumbnail.id}
                  onClick={() => setIndex(thumbnailIndex)}
                  aria-label={`Afficher la photo ${thumbnailIndex + 1}`}
                  aria-current={thumbnailIndex === index ? 'true' : undefined}
                  style={{
                    border: `3px solid ${thumbnailIndex === index ? 'var(--mantine-color-blue-7)' : 'transparent'}`,
                    borderRadius: 6,
                  }}
                >
                  <Box w={72} h={54} style={{ overflow: 'hidden' }}>
                    <ReportImage
                      file={thumbnail}
                      missionId={missionId}
                      alt=""
                      style={{ width: 72, height: 54 }}
                    />
                  </Box>
                </UnstyledButton>
              ))}
            </Group>
          </ScrollArea>
        </Stack>
      )}
    </Modal>
  );
}
