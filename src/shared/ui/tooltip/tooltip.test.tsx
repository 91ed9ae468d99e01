import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { Button } from '../button/button';
import { mockMatchMedia, polyfillLayoutApis } from '../utils/test-polyfills';
import { media } from '../theme/breakpoints';
import { Tooltip } from './tooltip';

beforeAll(polyfillLayoutApis);

const renderTooltip = () =>
  renderWithProviders(
    <Tooltip content="Free cancellation up to 14 days before pick-up.">
      <Button variant="ghost">Cancellation policy</Button>
    </Tooltip>,
  );

describe('Tooltip on large screens', () => {
  it('shows on focus and describes its trigger; Escape hides it', async () => {
    mockMatchMedia(media.large);
    renderTooltip();
    const trigger = screen.getByRole('button', { name: 'Cancellation policy' });

    await userEvent.tab();

    expect(trigger).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Free cancellation up to 14 days before pick-up.');
    expect(trigger).toHaveAccessibleDescription('Free cancellation up to 14 days before pick-up.');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('Tooltip on small screens', () => {
  it('does not show on focus, but toggles on click (tap) and keeps focus on the trigger', async () => {
    mockMatchMedia();
    renderTooltip();
    const trigger = screen.getByRole('button', { name: 'Cancellation policy' });

    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await userEvent.click(trigger);

    expect(screen.getByRole('tooltip')).toHaveTextContent('Free cancellation up to 14 days before pick-up.');
    expect(trigger).toHaveAccessibleDescription('Free cancellation up to 14 days before pick-up.');
    expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
