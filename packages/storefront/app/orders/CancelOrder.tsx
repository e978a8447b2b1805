import { Button, InlineAlert, Select, Stack, TextField } from '@nirmal/design-system';
import { lazy, useRef, useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { OnceShown } from '../shell/lazy-overlays.tsx';

// The confirmation's code (Radix dialog) loads the first time it opens.
const CancelConfirmation = lazy(() =>
  import('./CancelConfirmation.tsx').then((module) => ({ default: module.CancelConfirmation })),
);

/**
 * Cancelling an order that has not shipped: why, in the customer's words if they like, then a
 * confirmation. Without JavaScript the form posts at once (choosing a reason is the confirmation).
 */
export function CancelOrder({
  action,
  reasons,
  problem,
  paid,
}: {
  action: string;
  reasons: { value: string; label: string }[];
  problem: string | undefined;
  paid: boolean;
}) {
  const form = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState(false);
  const cancelling = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'cancel';
  return (
    <Stack as="section" gap={3} aria-labelledby="cancel-order" data-print="hide">
      <h2 id="cancel-order">Cancel this order</h2>
      <Form
        ref={form}
        method="post"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <Stack gap={3}>
          <input type="hidden" name="intent" value="cancel" />
          <Select
            label="Why are you cancelling?"
            name="reason"
            required
            placeholder="Choose a reason"
            options={reasons}
          />
          <TextField label="Anything to add? (optional)" name="comment" maxLength={300} />
          {problem && (
            <InlineAlert tone="error" title="We could not cancel this order">
              {problem}
            </InlineAlert>
          )}
          <Button type="submit" variant="secondary" loading={cancelling}>
            Cancel order
          </Button>
        </Stack>
      </Form>
      <OnceShown shown={confirming}>
        <CancelConfirmation
          open={confirming}
          onOpenChange={setConfirming}
          paid={paid}
          cancelling={cancelling}
          onConfirm={() => {
            setConfirming(false);
            if (form.current) void submit(form.current, { method: 'post', action, preventScrollReset: true });
          }}
        />
      </OnceShown>
    </Stack>
  );
}
