import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/shared/ui/tabs';
import { Text } from '@/shared/ui/text';
import type { StepProps } from './flow-types';
import { StepActions } from './step-actions';

export interface LoginStepProps extends StepProps {
  login: ReactNode;
  signUp: ReactNode;
  social: ReactNode;
}

/**
 * Logging in or creating a renter account inside the flow (#23 point 1): most renters come as
 * guests. Either way the flow goes on with everything chosen so far (the session's arrival is
 * the machine's SIGNED_IN); each form keeps what was typed and shows its errors by the fields.
 */
export function LoginStep({ view, send, login, signUp, social }: LoginStepProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState<'login' | 'sign-up'>('sign-up');
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>{tab === 'sign-up' ? <Trans>Create your account to book</Trans> : <Trans>Log in to book</Trans>}</Heading>
        <Text tone="muted">
          <Trans>Your dates and choices are kept: you go on right where you are.</Trans>
        </Text>
      </Stack>
      {social}
      <Tabs value={tab} onValueChange={(value) => setTab(value === 'login' ? 'login' : 'sign-up')}>
        <TabsList aria-label={t`Log in or create an account`}>
          <TabsTrigger value="sign-up">
            <Trans>New here</Trans>
          </TabsTrigger>
          <TabsTrigger value="login">
            <Trans>I have an account</Trans>
          </TabsTrigger>
        </TabsList>
        {/* Both forms stay mounted, so switching tabs keeps what was typed in either. */}
        <TabsContent value="sign-up" forceMount hidden={tab !== 'sign-up'}>
          {signUp}
        </TabsContent>
        <TabsContent value="login" forceMount hidden={tab !== 'login'}>
          {login}
        </TabsContent>
      </Tabs>
      <StepActions view={view} send={send} primary={null} />
    </Stack>
  );
}
