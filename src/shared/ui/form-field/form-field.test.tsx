import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/test';
import { Input } from '../input/input';
import { Select } from '../select/select';
import { FormField } from './form-field';

describe('FormField', () => {
  it('labels its control and describes it with the hint', () => {
    renderWithProviders(
      <FormField label="E-mail" hint="We send the booking confirmation here.">
        {(props) => <Input type="email" {...props} />}
      </FormField>,
    );

    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAccessibleDescription('We send the booking confirmation here.');
    expect(input).not.toBeInvalid();
  });

  it('links the error to the control and marks it invalid', () => {
    renderWithProviders(
      <FormField label="E-mail" hint="We send the booking confirmation here." error="Enter a valid e-mail address.">
        {(props) => <Input type="email" {...props} />}
      </FormField>,
    );

    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAccessibleDescription('We send the booking confirmation here. Enter a valid e-mail address.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces an error that appears later through a polite live region already in place', () => {
    const field = (error?: string) => (
      <FormField label="Name" error={error}>
        {(props) => <Input {...props} />}
      </FormField>
    );
    const { container, rerender } = renderWithProviders(field());
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();

    rerender(field('Enter your name.'));

    expect(region).toHaveTextContent('Enter your name.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Enter your name.');
  });

  it('names a Select by its label', () => {
    renderWithProviders(
      <FormField label="Country">
        {(props) => <Select {...props} placeholder="Choose a country" items={[{ value: 'SE', label: 'Sweden' }]} />}
      </FormField>,
    );

    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Choose a country');
  });
});
