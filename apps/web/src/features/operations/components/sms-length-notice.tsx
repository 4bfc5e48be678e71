import { Alert, Text } from '@mantine/core';
import { MESSAGES, SMS_MAX_LENGTH, findSmsMessageError, longestSmsOf } from '@tourneo/domain';

const m = MESSAGES.operations;

/**
 * The 140 characters of the text sent, not only of the template: the SMS editor's message with the
 * longest plausible values (`longestSmsOf`, the booking link of this address). Its length is
 * always said; beyond 140, that the short link is used; when even that is not enough, a warning
 * that the sender would cut the values with '…', and the SMS it would send.
 */
export function SmsLengthNotice({ message, operation }: { message: string; operation: string }) {
  // A message that breaks the rules has its error; it is never sent as it is.
  if (findSmsMessageError(message) !== null) {
    return null;
  }
  const longest = longestSmsOf(message, { operation, publicUrl: window.location.origin });
  if (!longest.isShortened) {
    return (
      <Text size="xs" c="dimmed">
        {m.smsLongest(longest.length)}
        {longest.length > SMS_MAX_LENGTH && ` ${m.smsShortLinkNote}`}
      </Text>
    );
  }
  return (
    <Alert color="orange" variant="light" title={m.smsShortenedTitle} role="status">
      <Text size="sm">{m.smsShortenedWarning(longest.length)}</Text>
      <Text size="sm" mt="xs">
        {m.smsShortenedExample(longest.sent.length)}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {longest.sent}
      </Text>
    </Alert>
  );
}
