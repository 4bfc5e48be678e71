import { WEBHOOKS_MESSAGES } from '@tourneo/domain/messages/webhooks-fr';
import { ShownOnceSecret } from '../../../components/ui/shown-once-secret.tsx';

const M = WEBHOOKS_MESSAGES;

/** A webhook's signing secret, at its creation or rotation, shown this once. */
export function WebhookSecret({ secret, onClose }: { secret: string; onClose: () => void }) {
  return (
    <ShownOnceSecret
      value={secret}
      labels={{ warning: M.shownOnce, title: M.createdTitle, copy: M.copy, copied: M.copied, close: M.close }}
      onClose={onClose}
    />
  );
}
