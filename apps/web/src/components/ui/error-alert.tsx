import { Alert } from '@mantine/core';

/** A failure the user must read (a refused save, a list that did not load); nothing without one. */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) {
    return null;
  }
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}
