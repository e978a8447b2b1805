import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { formatDate } from '@nirmal/format';
import { WaterDropIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import {
  serviceStatusLabel,
  type AmcTier,
  type ServiceRequestStatus,
  type ServiceType,
  type Technology,
  type WarrantyStatus,
} from '../../vocabulary/index.ts';
import { ButtonLink } from '../ButtonLink/index.ts';
import { PriceTag } from '../PriceTag/index.ts';
import { WarrantyLabel } from '../WarrantyLabel/index.ts';
import {
  AgentDeviceActions,
  AgentDeviceBody,
  AgentDeviceDetails,
  AgentDeviceImageFrame,
  AgentDeviceListRoot,
  AgentDeviceName,
  AgentDeviceRow,
  AgentDeviceTags,
  AgentPlanMessage,
  AgentRequestText,
  AgentRequests,
} from './AgentDeviceList.styles.ts';

/** An open service request of a device, and what is still due for it. */
export type AgentOpenRequest = {
  /** The request's id, e.g. SR-100045. */
  id: string;
  serviceType: ServiceType;
  status: ServiceRequestStatus;
  /** What the customer still owes for it, in rupees; null when nothing is due. */
  amountDue: number | null;
  /** Where choosing its charge for a payment link leads; only with an amount due. @default undefined */
  chargeHref?: string;
};

/** One of the customer's devices as staff see it. */
export type AgentDevice = {
  /** The device id, e.g. AST-100102. */
  id: string;
  name: string;
  /** Picture of the device (decorative: the name is beside it). @default undefined */
  imageSrc?: string | null;
  technology: Technology;
  warrantyStatus: WarrantyStatus;
  /** The latest plan's tier; named in the status only while the plan is active. @default null */
  tier?: AmcTier | null;
  /** The latest plan's last day, `YYYY-MM-DD`; null without a plan. @default null */
  planEndDate?: string | null;
  /** Where the plan stands, in one sentence, e.g. "Your Base AMC ends in 12 days.". @default undefined */
  planMessage?: ReactNode;
  /** The hub that serves it, e.g. PNQ-02. */
  hubCode: string;
  /** Rented: the rent includes its plan. @default false */
  isRental?: boolean;
  /** Where choosing a plan for it leads; absent when no plan can be bought now. @default undefined */
  planHref?: string;
  /** Its open service requests. @default [] */
  openRequests?: ReadonlyArray<AgentOpenRequest>;
};

export type AgentDeviceListProps = Omit<ComponentPropsWithRef<'ul'>, 'children'> & {
  /** The customer's devices. */
  devices: ReadonlyArray<AgentDevice>;
  /** The device being worked on, marked as the current one. @default undefined */
  selectedId?: string;
  /** Heading level of each device's name, to fit the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** @default 'Technology' */
  technologyLabel?: string;
  /** @default 'Device id' */
  deviceIdLabel?: string;
  /** @default 'Hub' */
  hubLabel?: string;
  /** Before the latest plan's last day. @default 'Plan end' */
  planEndLabel?: string;
  /** Before a rented device's plan. @default 'Plan' */
  planLabel?: string;
  /** A rented device's plan. @default 'Included in the rent' */
  rentalLabel?: string;
  /** @default 'Choose a plan' */
  choosePlanLabel?: string;
  /** The amount still due on a request, from the formatted amount. @default 'Due' */
  amountDueLabel?: string;
  /** @default 'Choose service charge' */
  chooseChargeLabel?: string;
  /** Accessible name of the list of a device's open requests. @default 'Open service requests' */
  requestsLabel?: string;
};

/**
 * A customer's devices for a call-centre agent or CRO: each with its warranty or plan status, plan
 * end, hub and open service requests with what is due, and the ways to build a payment link for it:
 * a plan, or the charge of an open request.
 */
export function AgentDeviceList({
  devices,
  selectedId,
  headingLevel = 'h3',
  technologyLabel = 'Technology',
  deviceIdLabel = 'Device id',
  hubLabel = 'Hub',
  planEndLabel = 'Plan end',
  planLabel = 'Plan',
  rentalLabel = 'Included in the rent',
  choosePlanLabel = 'Choose a plan',
  amountDueLabel = 'Due',
  chooseChargeLabel = 'Choose service charge',
  requestsLabel = 'Open service requests',
  ...rest
}: AgentDeviceListProps) {
  const id = useId();
  return (
    <AgentDeviceListRoot {...rest} {...identity('AgentDeviceList')}>
      {devices.map((device) => {
        const selected = device.id === selectedId;
        const requests = device.openRequests ?? [];
        const nameId = `${id}-${device.id}`;
        return (
          <li key={device.id}>
            <AgentDeviceRow
              aria-labelledby={nameId}
              aria-current={selected || undefined}
              data-selected={selected || undefined}
            >
              <AgentDeviceImageFrame>
                {device.imageSrc ? (
                  <img src={device.imageSrc} alt="" loading="lazy" decoding="async" />
                ) : (
                  <WaterDropIcon />
                )}
              </AgentDeviceImageFrame>
              <AgentDeviceBody>
                <AgentDeviceName as={headingLevel} id={nameId}>
                  {device.name}
                </AgentDeviceName>
                <AgentDeviceTags>
                  <WarrantyLabel status={device.warrantyStatus} tier={device.tier} />
                </AgentDeviceTags>
                <AgentDeviceDetails>
                  <div>
                    <dt>{deviceIdLabel}</dt>
                    <dd>{device.id}</dd>
                  </div>
                  <div>
                    <dt>{technologyLabel}</dt>
                    <dd>{device.technology}</dd>
                  </div>
                  <div>
                    <dt>{hubLabel}</dt>
                    <dd>{device.hubCode}</dd>
                  </div>
                  {device.isRental ? (
                    <div>
                      <dt>{planLabel}</dt>
                      <dd>{rentalLabel}</dd>
                    </div>
                  ) : (
                    device.planEndDate && (
                      <div>
                        <dt>{planEndLabel}</dt>
                        <dd>
                          <time dateTime={device.planEndDate}>{formatDate(device.planEndDate)}</time>
                        </dd>
                      </div>
                    )
                  )}
                </AgentDeviceDetails>
                {device.planMessage && <AgentPlanMessage>{device.planMessage}</AgentPlanMessage>}
              </AgentDeviceBody>
              {requests.length > 0 && (
                <AgentRequests aria-label={requestsLabel}>
                  {requests.map((request) => (
                    <li key={request.id}>
                      <AgentRequestText>
                        <strong>{serviceStatusLabel(request.serviceType, request.status)}</strong>
                        <span>{request.id}</span>
                      </AgentRequestText>
                      {request.amountDue !== null && (
                        <AgentRequestText>
                          <span>{amountDueLabel}</span>
                          <PriceTag price={request.amountDue} size="sm" />
                        </AgentRequestText>
                      )}
                      {request.amountDue !== null && request.chargeHref && (
                        <ButtonLink
                          href={request.chargeHref}
                          variant="secondary"
                          size="sm"
                          aria-describedby={nameId}
                        >
                          {chooseChargeLabel}
                        </ButtonLink>
                      )}
                    </li>
                  ))}
                </AgentRequests>
              )}
              {device.planHref && (
                <AgentDeviceActions>
                  <ButtonLink
                    href={device.planHref}
                    variant={selected ? 'primary' : 'secondary'}
                    size="sm"
                    aria-describedby={nameId}
                  >
                    {choosePlanLabel}
                  </ButtonLink>
                </AgentDeviceActions>
              )}
            </AgentDeviceRow>
          </li>
        );
      })}
    </AgentDeviceListRoot>
  );
}
