import { Center } from '@mantine/core';
import { ComingSoon } from '../../features/admin-shell/components/coming-soon.tsx';

/** The agents' mobile app lives under /agent; it comes with its own issue. */
export default function AgentRoute() {
  return (
    <Center component="main" mih="100vh" p="md">
      <ComingSoon title="Application agent" />
    </Center>
  );
}
