import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { Button } from './button';

describe('Button', () => {
  it('runs its action when clicked', async () => {
    const onClick = vi.fn();
    renderWithProviders(<Button onClick={onClick}>Book now</Button>);

    await userEvent.click(screen.getByRole('button', { name: 'Book now' }));

    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is busy and ignores clicks while loading, yet keeps focus', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <Button loading onClick={onClick}>
        Book now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Book now' });

    await userEvent.click(button);

    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Button type="submit" loading>
          Pay
        </Button>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));

    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('renders a link styled as a button with asChild', () => {
    renderWithProviders(
      <Button asChild variant="secondary">
        <a href="/campers">See campers</a>
      </Button>,
    );

    expect(screen.getByRole('link', { name: 'See campers' })).toHaveAttribute('href', '/campers');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
