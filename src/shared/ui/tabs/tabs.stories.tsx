import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { Text } from '../text/text';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = preview.meta({
  title: 'Shared/UI/Tabs',
  component: Tabs,
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="About this camper">
        <TabsTrigger value="details">Details</TabsTrigger>
        <TabsTrigger value="equipment">Equipment</TabsTrigger>
        <TabsTrigger value="reviews" disabled>
          Reviews
        </TabsTrigger>
      </TabsList>
      <TabsContent value="details">
        <Text>Sleeps four, seats five. Automatic gearbox.</Text>
      </TabsContent>
      <TabsContent value="equipment">
        <Text>Awning, bike rack, outdoor shower.</Text>
      </TabsContent>
      <TabsContent value="reviews">
        <Text>No reviews yet.</Text>
      </TabsContent>
    </Tabs>
  ),
  args: { defaultValue: 'details' },
});

export const Default = meta.story();

export const SecondSelected = meta.story({ args: { defaultValue: 'equipment' } });

export const KeyboardNavigation = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Details' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Equipment' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Equipment' })).toBeVisible();
  },
});
