import { CALL_CENTRE_MESSAGES, deviceOutsideHubMessage, outsideHubMessage } from '@nirmal/domain/contract';
import type { Asset } from '@nirmal/domain/contract';
import { maskMobileForStaff } from '@nirmal/format';
import type { Queryable } from '../../db/database.ts';
import type { SignedInStaff } from '../../http/app-env.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { findCustomerCard } from '../../modules/account/customers.ts';
import type { CustomerCard } from '../../modules/account/customers.ts';
import { listAssetsForHub, ownerOfAsset } from '../../modules/assets/queries.ts';
import { recordStaffAction } from '../../modules/audit/audit.ts';

// Which customers and devices a staff member may act for: the call centre any, a CRO only devices
// in their hub, and so only customers with one there. The rule is part of the query that reads the
// customer's devices, so a CRO is never handed a device outside their hub to filter. A refusal is
// recorded in the audit trail before it is answered.

/** A customer staff may act for, with their devices. */
export interface CustomerInScope extends CustomerCard {
  mobileMasked: string;
  devices: Asset[];
}

/** Whom a refusal is recorded against, and what was asked. */
interface Attempt {
  staff: SignedInStaff;
  /** What the staff member asked with: a masked mobile number, a device id, a request id. */
  subject: string;
  now: Date;
}

/**
 * The customer if the staff member may act for them; otherwise the refusal (403, "This customer
 * is outside your hub (PNQ-02).") is recorded and thrown.
 */
export async function requireCustomerInScope(
  db: Queryable,
  customer: CustomerCard,
  { staff, subject, now }: Attempt,
  today: string,
): Promise<CustomerInScope> {
  const hubCode = croHub(staff);
  const devices = await listAssetsForHub(db, customer.customerId, hubCode, today);
  if (hubCode !== null && devices.length === 0) {
    await refuse(db, { staff, subject, now }, customer.customerId, outsideHubMessage(hubCode));
  }
  return { ...customer, mobileMasked: maskMobileForStaff(customer.mobile), devices };
}

/** Only a CRO has a hub; the call centre's null hub sees every customer and device. */
const croHub = (staff: SignedInStaff) => (staff.role === 'cro' ? staff.hubCode : null);

/** Records the refusal in the staff member's history, then answers it (403). */
async function refuse(
  db: Queryable,
  { staff, subject, now }: Attempt,
  customerId: string,
  refusal: string,
): Promise<never> {
  await recordStaffAction(db, {
    staffId: staff.staffId,
    at: now,
    action: 'lookup-refused',
    // Who was asked about is recorded; their name is not, since the CRO was not shown it.
    customerId,
    customerName: null,
    subject,
    detail: refusal,
  });
  throw new ApiError(403, 'FORBIDDEN', refusal);
}

/** The customer whose device this is, when the staff member may act for them (404, 403 otherwise). */
export async function requireDeviceInScope(
  db: Queryable,
  assetId: string,
  attempt: Attempt,
  today: string,
): Promise<{ customer: CustomerInScope; device: Asset }> {
  const ownerId = await ownerOfAsset(db, assetId);
  const owner = ownerId === null ? null : await findCustomerCard(db, { customerId: ownerId });
  if (!owner) throw notFound(CALL_CENTRE_MESSAGES.deviceUnknown);
  const customer = await requireCustomerInScope(db, owner, attempt, today);
  const device = customer.devices.find((candidate) => candidate.id === assetId);
  // The owner's device, not among those the CRO may see: it is in another hub.
  const hubCode = croHub(attempt.staff);
  if (!device && hubCode !== null) {
    return refuse(db, attempt, owner.customerId, deviceOutsideHubMessage(hubCode));
  }
  if (!device) throw notFound(CALL_CENTRE_MESSAGES.deviceUnknown);
  return { customer, device };
}
