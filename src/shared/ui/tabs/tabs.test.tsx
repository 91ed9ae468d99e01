import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function CamperTabs() {
  return (
    <Tabs defaultValue="details">
      <TabsList aria-label="Camper">
        <TabsTrigger value="details">Details</TabsTrigger>
        <TabsTrigger value="equipment">Equipment</TabsTrigger>
        <TabsTrigger value="reviews">Reviews</TabsTrigger>
      </TabsList>
      <TabsContent value="details">Sleeps four.</TabsContent>
      <TabsContent value="equipment">Awning and bike rack.</TabsContent>
      <TabsContent value="reviews">No reviews yet.</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('switches tab with the arrow keys, wrapping around', async () => {
    renderWithProviders(<CamperTabs />);
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toHaveTextContent('Sleeps four.');

    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'Equipment' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Equipment' })).toHaveTextContent('Awning and bike rack.');

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');

    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Reviews' })).toHaveTextContent('No reviews yet.');
  });
});
