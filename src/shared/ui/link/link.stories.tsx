import preview from '#.storybook/preview';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';
import { ButtonLink } from './button-link';
import { ExternalLink } from './external-link';
import { Link } from './link';

const meta = preview.meta({
  title: 'Shared/UI/Link',
  component: Link,
  args: { to: '/campers', children: 'Browse campers' },
});

export const Inline = meta.story({
  render: (args) => (
    <Text>
      Not sure yet? <Link {...args} variant="inline" /> near you.
    </Text>
  ),
});

export const Nav = meta.story({
  render: (args) => (
    <nav aria-label="Main">
      <Stack as="ul" direction="horizontal" gap="xl" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <li>
          <Link {...args} variant="nav" aria-current="page">
            Campers
          </Link>
        </li>
        <li>
          <Link {...args} to="/destinations" variant="nav">
            Destinations
          </Link>
        </li>
        <li>
          <Link {...args} to="/help" variant="nav">
            Help
          </Link>
        </li>
      </Stack>
    </nav>
  ),
});

export const Subtle = meta.story({ args: { variant: 'subtle', to: '/privacy', children: 'Privacy policy' } });

export const External = meta.story({
  render: () => (
    <Stack>
      <ExternalLink href="https://example.org/terms">Rental terms</ExternalLink>
      <ExternalLink href="https://example.org/terms" newTab={false}>
        Rental terms (same tab)
      </ExternalLink>
    </Stack>
  ),
});

export const AsButton = meta.story({
  render: () => (
    <Stack direction="horizontal">
      <ButtonLink to="/book">Book now</ButtonLink>
      <ButtonLink to="/campers" variant="secondary">
        See all campers
      </ButtonLink>
    </Stack>
  ),
});
