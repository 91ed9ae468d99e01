import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';

/** The login inside the flow: the step needs its own page heading, the form has none (every page has one level-one heading). */
export function LoginStep({ login }: { login: ReactNode }) {
  return (
    <Stack gap="md">
      <Heading level={1}>
        <Trans>Log in</Trans>
      </Heading>
      {login}
    </Stack>
  );
}
