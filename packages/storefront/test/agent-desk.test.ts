import type { LookupDevice } from '@nirmal/domain/contract';
import { describe, expect, it } from 'vitest';
import { linkRequest } from '../app/agents/agent-action.server.ts';
import { agentDevices } from '../app/agents/agent-devices.ts';
import { deskHref, readDeskState } from '../app/agents/desk-state.ts';

const PAGE = '/amc/cc/agent';

describe('the agent desk in its address', () => {
  it('reads the look-up, the device and tier chosen, the request and the link just created', () => {
    const url = new URL(`http://localhost${PAGE}?q=+9000000001+&device=AST-100102&tier=GOLD&link=plink_1`);
    expect(readDeskState(url)).toEqual({
      q: '9000000001',
      device: 'AST-100102',
      tier: 'GOLD',
      request: null,
      link: 'plink_1',
    });
  });

  it('drops a tier that is not one, and empty parameters', () => {
    const state = readDeskState(new URL(`http://localhost${PAGE}?q=&tier=DIAMOND&request=`));
    expect(state).toMatchObject({ q: '', tier: null, request: null });
  });

  it('writes only what is given, encoded', () => {
    expect(deskHref(PAGE, {})).toBe(PAGE);
    expect(deskHref(PAGE, { q: '90000 00001', device: null, link: 'plink_1' })).toBe(
      `${PAGE}?q=90000+00001&link=plink_1`,
    );
  });

  it('leads to a form by its id, so a choice lands on the form however far below the devices it is', () => {
    expect(deskHref(PAGE, { q: '9000000001', request: 'SR-1' }, 'charge-link')).toBe(
      `${PAGE}?q=9000000001&request=SR-1#charge-link`,
    );
  });
});

const device: LookupDevice = {
  assetId: 'AST-100102',
  name: 'Nirmal Aqua UV 6 L',
  img: '',
  technology: 'UV',
  segment: 'water-purifier',
  isRental: false,
  hubCode: 'PNQ-02',
  warrantyStatus: 'IC',
  tier: 'VALUE',
  planEndDate: '2026-12-17',
  planStatus: {
    state: 'ending_soon',
    daysLeft: 20,
    canBuy: true,
    renewableFrom: null,
    message: 'Ends soon.',
  },
  openServiceRequests: [
    {
      serviceRequestId: 'SR-1',
      serviceType: 'REPAIR',
      status: 'AWAITING_PAYMENT',
      amountDuePaise: 49_900,
      openLink: null,
    },
    {
      serviceRequestId: 'SR-2',
      serviceType: 'PERIODIC_SERVICE',
      status: 'SCHEDULED',
      amountDuePaise: null,
      openLink: null,
    },
  ],
  openPlanLink: null,
};

describe('the devices an agent sees', () => {
  it('renews at the device’s own tier, and charges only a request with something due', () => {
    const [row] = agentDevices([{ ...device, tier: 'GOLD' }], PAGE, '9000000001');
    expect(row?.planHref).toBe(`${PAGE}?q=9000000001&device=AST-100102&tier=GOLD#plan-link`);
    expect(row?.imageSrc).toBeNull();
    expect(row?.openRequests).toEqual([
      expect.objectContaining({
        id: 'SR-1',
        amountDue: 499,
        chargeHref: `${PAGE}?q=9000000001&request=SR-1#charge-link`,
      }),
      expect.objectContaining({ id: 'SR-2', amountDue: null, chargeHref: undefined }),
    ]);
  });

  it('offers no plan where none can be bought now, and Base to a device that never had one', () => {
    const [locked] = agentDevices(
      [{ ...device, planStatus: { ...device.planStatus, canBuy: false } }],
      PAGE,
      'x',
    );
    expect(locked?.planHref).toBeUndefined();
    const [fresh] = agentDevices([{ ...device, tier: null }], PAGE, 'x');
    expect(fresh?.planHref).toContain('tier=VALUE');
  });
});

describe('a Create link post', () => {
  const posted = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return linkRequest(form);
  };

  it('asks for a plan or a service charge by what it names', () => {
    expect(posted({ purpose: 'service', serviceRequestId: ' SR-1 ', idempotencyKey: 'k' })).toEqual({
      purpose: 'service',
      serviceRequestId: 'SR-1',
      idempotencyKey: 'k',
    });
    expect(posted({ purpose: 'plan', assetId: 'AST-1', tier: 'GOLD', years: '2' })).toMatchObject({
      purpose: 'plan',
      assetId: 'AST-1',
    });
  });

  it('asks for nothing when it names neither, rather than a plan', () => {
    expect(posted({ purpose: 'x', assetId: 'AST-1' })).toBeNull();
    expect(posted({ assetId: 'AST-1' })).toBeNull();
  });
});
