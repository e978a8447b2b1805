import { Button, DescriptionList, InlineAlert, PriceTag, Stack } from '@nirmal/design-system';
import { rupeesFromPaise } from '@nirmal/domain';
import type { LookupDevice, LookupServiceRequest } from '@nirmal/domain/contract';
import { formatDateTime, serviceStatusLabel } from '@nirmal/format';
import { Form, useNavigation } from 'react-router';
import { DESK_FORMS } from './desk-state.ts';
import { useFocusWhenChosen } from './use-focus-when-chosen.ts';

/** The charge of an open request with an amount due, and Create link for it (the server prices it). */
export function ChargeLinkForm({
  device,
  request,
  idempotencyKey,
}: {
  device: LookupDevice;
  request: LookupServiceRequest & { amountDuePaise: number };
  idempotencyKey: string;
}) {
  const navigation = useNavigation();
  const heading = useFocusWhenChosen(request.serviceRequestId);
  return (
    <Stack as="section" gap={4} aria-labelledby={DESK_FORMS.charge}>
      <h2 id={DESK_FORMS.charge} ref={heading} tabIndex={-1}>
        {`Service charge for ${device.name}`}
      </h2>
      {request.openLink && (
        <InlineAlert tone="warning" title="A link for this visit is awaiting payment" role="none">
          {`The link sent earlier can be paid until ${formatDateTime(request.openLink.expiresAt)}. Resend it from Your links, or cancel it there before creating a new one.`}
        </InlineAlert>
      )}
      <DescriptionList
        items={[
          { label: 'Request', value: request.serviceRequestId },
          { label: 'Status', value: serviceStatusLabel(request.serviceType, request.status) },
          { label: 'Due', value: <PriceTag price={rupeesFromPaise(request.amountDuePaise)} size="sm" /> },
        ]}
      />
      <Form method="post" preventScrollReset>
        <input type="hidden" name="purpose" value="service" />
        <input type="hidden" name="serviceRequestId" value={request.serviceRequestId} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <Button
          type="submit"
          name="intent"
          value="create-link"
          loading={navigation.state !== 'idle' && navigation.formData?.get('intent') === 'create-link'}
          loadingLabel="Creating the link"
        >
          Create link
        </Button>
      </Form>
    </Stack>
  );
}
