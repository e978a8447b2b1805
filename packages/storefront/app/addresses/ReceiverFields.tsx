import { TextField } from '@nirmal/design-system';
import { addressFieldLimits } from '@nirmal/format';
import type { Receiver } from './receiver.ts';

/**
 * Who receives deliveries at an address: their name and mobile number, joined by `form` to the
 * address form they are sent with. `problems` are shown once the customer has tried to save.
 */
export function ReceiverFields({
  form,
  receiver,
  onChange,
  problems,
}: {
  form: string;
  receiver: Receiver;
  onChange: (receiver: Receiver) => void;
  problems: Partial<Record<keyof Receiver, string>>;
}) {
  return (
    <>
      <TextField
        label="Receiver’s name"
        name="name"
        form={form}
        autoComplete="name"
        maxLength={addressFieldLimits.name}
        value={receiver.name}
        onChange={(event) => onChange({ ...receiver, name: event.target.value })}
        error={problems.name}
      />
      <TextField
        label="Receiver’s mobile number"
        name="phone"
        type="tel"
        inputMode="numeric"
        form={form}
        autoComplete="tel-national"
        prefix="+91"
        value={receiver.phone}
        onChange={(event) => onChange({ ...receiver, phone: event.target.value })}
        error={problems.phone}
      />
    </>
  );
}
