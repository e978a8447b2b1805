import { DescriptionList, exchangeProductLabels, type ExchangeProductType } from '@nirmal/design-system';
import { deviceQueries } from '@nirmal/domain';
import type { Asset, AssetLocation } from '@nirmal/domain/contract';
import { formatDate, tierLabels, warrantyLabel } from '@nirmal/format';
import { useQuery } from '@tanstack/react-query';
import { useClients } from '../state/app-state.tsx';

const segmentLabel = (segment: string) =>
  exchangeProductLabels[segment as ExchangeProductType] ?? segment.replaceAll('_', ' ').toLowerCase();

function planText({ currentPlan, isRental }: Asset): string {
  if (currentPlan) {
    const span = `${formatDate(currentPlan.startDate)} to ${formatDate(currentPlan.endDate)}`;
    return `${tierLabels[currentPlan.tier]} AMC, ${span}`;
  }
  return isRental ? 'Included with your rent' : 'None';
}

/** The maker's warranty, for a device that has no plan; a plan's cover is said by its own row. */
function warrantyText({ expiryStatus, warrantyEndDate }: Asset): string | null {
  const { status } = expiryStatus;
  if (status === 'IC' || status === 'OC') return null;
  const label = warrantyLabel(status, null);
  if (!warrantyEndDate) return label;
  return `${label}, ${status === 'IW' ? 'until' : 'ended on'} ${formatDate(warrantyEndDate)}`;
}

function installedAt(location: AssetLocation | undefined, failed: boolean): string {
  if (!location) return failed ? 'Oops! Something went wrong. Please try again later.' : 'Loading…';
  const { house_number, address_name, city, postal_code } = location.address;
  const address = `${house_number}, ${address_name}, ${city} ${postal_code}`;
  return location.serviceable ? address : `${address} (no service visits at this pincode yet)`;
}

/** What the device is and how it is covered, as label and value pairs. */
export function DeviceFacts({ device }: { device: Asset }) {
  const { assets } = useClients();
  const location = useQuery(deviceQueries.location(assets, device.id));
  return (
    <section aria-labelledby="device-facts">
      <h2 id="device-facts">Details</h2>
      <DescriptionList
        items={[
          { label: 'Type', value: segmentLabel(device.segment) },
          { label: 'Technology', value: device.technology },
          { label: 'Model', value: device.componentId },
          { label: 'Owned or rented', value: device.isRental ? 'Rented' : 'Owned' },
          { label: 'Maintenance plan', value: planText(device) },
          ...(warrantyText(device) ? [{ label: 'Warranty', value: warrantyText(device) }] : []),
          ...(device.agreementId ? [{ label: 'Agreement', value: device.agreementId }] : []),
          { label: 'Installed at', value: installedAt(location.data, location.isError) },
        ]}
      />
    </section>
  );
}
