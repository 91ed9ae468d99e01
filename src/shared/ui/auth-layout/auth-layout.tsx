import type { ReactNode } from 'react';
import { Card } from '../card/card';
import { Container } from '../container/container';
import { Heading } from '../heading/heading';
import { Text } from '../text/text';
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
    <Container className={styles.page}>
      <Card className={styles.card[width]} padding="lg">
        <Heading level={1} size="lg">
          {heading}
        </Heading>
        {children}
      </Card>
    </Container>
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
