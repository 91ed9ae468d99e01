import { Callout } from '@/shared/ui/callout';
import { Text } from '@/shared/ui/text';

/** Why the answer did not go through; the modal's own button tries again. */
export function ModalFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Callout tone="danger" size="sm" role="alert">
      <Text weight="semibold">{message}</Text>
    </Callout>
  );
}
