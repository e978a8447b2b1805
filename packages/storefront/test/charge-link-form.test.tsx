import type { LookupDevice } from '@nirmal/domain/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChargeLinkForm } from '../app/agents/ChargeLinkForm.tsx';

const request = {
  serviceRequestId: 'SR-1',
  serviceType: 'REPAIR',
  status: 'AWAITING_PAYMENT',
  amountDuePaise: 49_900,
  openLink: null,
} as const;
const device = { name: 'Nirmal Aqua UV 6 L', openServiceRequests: [request] } as unknown as LookupDevice;

function chargeForm(openLink: { linkId: string; expiresAt: string } | null) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <ChargeLinkForm device={device} request={{ ...request, openLink }} idempotencyKey="key" />
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub />);
}

describe('the service charge form of the agent desk', () => {
  it('warns before Create link that the visit’s link sent earlier still awaits payment', () => {
    const html = chargeForm({ linkId: 'plink_1', expiresAt: '2026-11-29T04:45:00.000Z' });
    expect(html).toContain('A link for this visit is awaiting payment');
    expect(html).toContain('can be paid until 29 Nov 2026');
  });

  it('says nothing of a link when none awaits payment', () => {
    expect(chargeForm(null)).not.toContain('awaiting payment');
  });
});
