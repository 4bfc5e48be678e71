import { Center, Loader, Text } from '@mantine/core';
import { serverMessageOr } from '../../lib/error-message.ts';

/** A list's loading and its failure (the server's French message, else `fallback`), above the list. */
export function QueryStatus({
  query,
  fallback,
}: {
  query: { isPending: boolean; error: unknown };
  fallback: string;
}) {
  return (
    <>
      {query.isPending && (
        <Center p="xl">
          <Loader aria-label="Chargement..." />
        </Center>
      )}
      {Boolean(query.error) && (
        <Text c="red" role="alert">
          {serverMessageOr(query.error, fallback)}
        </Text>
      )}
    </>
  );
}
