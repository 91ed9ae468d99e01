import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { PageContainer } from '../container/page-container';
import { Heading } from '../heading/heading';
import { Text } from '../text/text';
import { cx } from '../utils/class-names';
import * as styles from './auth-layout.css';

export interface AuthLayoutProps {
  /** The page's one heading. */
  heading: ReactNode;
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** The account screens' page: one card in the middle with its heading (log in, sign up, passwords, codes). */
export function AuthLayout({ heading, width = 'narrow', children }: AuthLayoutProps) {
  return (
    <PageContainer gap="none">
      <Card className={styles.card[width]} padding="lg">
        <Heading level={1} size="lg">
          {heading}
        </Heading>
        {children}
      </Card>
    </PageContainer>
  );
}

/** The content of an account screen, the same on its page and in its popup. */
export function AuthPanel({ children }: { children: ReactNode }) {
  return <div className={styles.panel}>{children}</div>;
}

/** A line between two ways to go on ("or"). */
export function AuthDivider({ children }: { children: ReactNode }) {
  return <p className={styles.divider}>{children}</p>;
}

/** The centred line that leads to the other screen ("Already have an account? Log in"). */
export function AuthSwitchLine({ children }: { children: ReactNode }) {
  return <Text className={styles.switchLine}>{children}</Text>;
}

/** The form of an account screen: its fields, messages and submit button in one column. */
export function AuthForm({ className, ...props }: ComponentProps<'form'>) {
  return <form className={cx(styles.form, className)} noValidate {...props} />;
}

/** The account screen's main button, across the form's width. */
export function AuthSubmit({ className, ...props }: ComponentProps<typeof Button>) {
  return <Button type="submit" size="lg" className={cx(styles.submit, className)} {...props} />;
}
