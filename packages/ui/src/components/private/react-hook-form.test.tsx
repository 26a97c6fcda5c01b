import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { UiTestProvider } from '../../test.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { DateField } from '../DateField/DateField.tsx';
import { NumberField } from '../NumberField/NumberField.tsx';
import { Select } from '../Select/Select.tsx';
import { StarRatingInput } from '../StarRating/StarRatingInput.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';

interface Enquiry {
  name: string;
  message: string;
  partySize: number;
  travelDate: string | null;
  packageId: string | null;
  rating: number | null;
  consent: boolean;
}

/** The way the site wires ui fields to react-hook-form: Controller, field spread, error message. */
function EnquiryForm({ onValid }: { onValid: (values: Enquiry) => void }) {
  const { control, handleSubmit } = useForm<Enquiry>({
    defaultValues: {
      name: '',
      message: '',
      partySize: 2,
      travelDate: null,
      packageId: null,
      rating: null,
      consent: false,
    },
  });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <Controller
        control={control}
        name="name"
        rules={{ required: 'Please enter your name.' }}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Name"
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="message"
        rules={{ minLength: { value: 10, message: 'Please write at least 10 characters.' } }}
        render={({ field, fieldState }) => (
          <TextArea
            {...field}
            label="Message"
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="partySize"
        render={({ field }) => <NumberField {...field} label="Travellers" minValue={1} />}
      />
      <Controller
        control={control}
        name="travelDate"
        render={({ field }) => <DateField {...field} label="Travel date" />}
      />
      <Controller
        control={control}
        name="packageId"
        render={({ field }) => (
          <Select
            {...field}
            label="Package"
            options={[
              { value: '1', label: 'Gorilla trek' },
              { value: '2', label: 'Big Five' },
            ]}
          />
        )}
      />
      <Controller
        control={control}
        name="rating"
        rules={{ required: 'Please choose a rating.' }}
        render={({ field, fieldState }) => (
          <StarRatingInput
            {...field}
            label="Rating"
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="consent"
        render={({ field: { value, ...field } }) => (
          <Checkbox {...field} value={undefined} isSelected={value}>
            Email me the itinerary
          </Checkbox>
        )}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('form fields with react-hook-form', { timeout: 30_000 }, () => {
  it('shows each error next to its field, keeps what was typed, and focuses the first invalid', async () => {
    const onValid = vi.fn();
    render(<EnquiryForm onValid={onValid} />, { wrapper: UiTestProvider });
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Please enter your name.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Too short');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Please write at least 10 characters.',
    );
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toHaveAccessibleDescription(
      'Please choose a rating.',
    );
    expect(onValid).not.toHaveBeenCalled();
  });

  it('submits typed, chosen and ticked values', async () => {
    const onValid = vi.fn();
    render(<EnquiryForm onValid={onValid} />, { wrapper: UiTestProvider });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Amara');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Message' }),
      'Two permits in June please',
    );
    await userEvent.click(screen.getByRole('button', { name: /^Increase/ }));
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Email me the itinerary' }));
    await userEvent.type(screen.getByLabelText('Travel date'), '2027-06-14');
    await userEvent.click(screen.getByRole('button', { name: /Package/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Big Five' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      name: 'Amara',
      message: 'Two permits in June please',
      partySize: 3,
      travelDate: '2027-06-14',
      packageId: '2',
      rating: 5,
      consent: true,
    });
  });
});
