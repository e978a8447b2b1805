import { Button, DescriptionList, PriceTag, Stack } from '@nirmal/design-system';
import { rupeesFromPaise } from '@nirmal/domain';
import type { LookupDevice, LookupServiceRequest } from '@nirmal/domain/contract';
import { serviceStatusLabel } from '@nirmal/format';
import { Form, useNavigation } from 'react-router';

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
  return (
    <Stack as="section" gap={4} aria-labelledby="charge-link">
      <h2 id="charge-link">{`Service charge for ${device.name}`}</h2>
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
