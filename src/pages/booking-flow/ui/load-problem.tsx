import { Trans } from '@lingui/react/macro';
import { Button } from '@/shared/ui/button';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';

export interface LoadProblemProps {
  /** What could not be loaded, as a heading. */
  title: string;
  onRetry: () => void;
  retrying: boolean;
}

/** Something the step needs did not load: say so and offer a retry, instead of drawing the step as if it had nothing to show. */
export function LoadProblem({ title, onRetry, retrying }: LoadProblemProps) {
  return (
    <Stack gap="md">
      <div role="alert">
        <Heading level={1}>{title}</Heading>
        <Text>
          <Trans>Something went wrong on our side or with your connection. What you chose so far is kept.</Trans>
        </Text>
      </div>
      <div>
        <Button onClick={onRetry} loading={retrying}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </Stack>
  );
}
