import { OPEN_SERVICE_STATUSES, serviceTimelineLabel } from '@nirmal/domain/contract';
import type {
  ServiceAddress,
  ServiceCoverage,
  ServiceRequest,
  ServiceRequestDetails,
  ServiceRequestStatus,
  ServiceTimelineEvent,
  ServiceTimelineStep,
  ServiceType,
  Technician,
} from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { slotInstant } from './slot-calendar.ts';
import { FIELD_STEPS, isChangeable } from './visit-rules.ts';

// The customers' service visits: reads name the customer (from the session); writes are the steps
// of booking, moving, cancelling, rating and the field-service system's progress.

export interface ChosenRepair {
  code: string;
  label: string;
  pricePaise: number;
}

export interface RequestRow {
  id: string;
  customerId: string;
  assetId: string;
  serviceType: ServiceType;
  status: ServiceRequestStatus;
  serviceDate: string;
  serviceSlot: string;
  serviceDuration: string;
  hubCode: string | null;
  technicianId: string | null;
  technicianName: string | null;
  technician: Technician | null;
  defectType: string | null;
  remarks: string | null;
  chargePaise: number | null;
  useCurrentAddress: boolean;
  address: ServiceAddress;
  coverage: ServiceCoverage | null;
  servicePricePaise: number;
  repairs: ChosenRepair[];
  prepaidOrderId: string | null;
  paymentDueAt: Date | null;
  prepaid: boolean;
  rating: number | null;
  ratingRemarks: string | null;
  ratedAt: Date | null;
  cancelReason: string | null;
  createdAt: Date;
}

const SELECT_REQUEST = `
  SELECT r.id, r.customer_id AS "customerId", r.asset_id AS "assetId", r.service_type AS "serviceType", r.status,
         to_char(r.service_date, 'YYYY-MM-DD') AS "serviceDate", r.service_slot AS "serviceSlot",
         to_char(r.service_duration, 'HH24:MI') AS "serviceDuration", r.hub_code AS "hubCode",
         r.technician_id AS "technicianId", r.technician_name AS "technicianName",
         t.name AS "technicianFullName", t.photo_url AS "technicianPhotoUrl", t.rating::float AS "technicianRating",
         r.defect_type AS "defectType", r.remarks, r.charge_paise AS "chargePaise",
         r.use_current_address AS "useCurrentAddress",
         coalesce(r.house_number, '') AS house_number, coalesce(r.address_name, '') AS address_name,
         coalesce(r.city, '') AS city, coalesce(r.state, '') AS state, coalesce(r.postal_code, '') AS postal_code,
         r.latitude, r.longitude, r.coverage, r.service_price_paise AS "servicePricePaise", r.repairs,
         r.prepaid_order_id AS "prepaidOrderId", r.payment_due_at AS "paymentDueAt", r.prepaid,
         r.rating, r.rating_remarks AS "ratingRemarks", r.rated_at AS "ratedAt", r.cancel_reason AS "cancelReason",
         r.created_at AS "createdAt"
    FROM service_requests r LEFT JOIN technicians t ON t.id = r.technician_id`;

type SelectedRow = Omit<RequestRow, 'technician' | 'address'> &
  Omit<ServiceAddress, never> & {
    technicianFullName: string | null;
    technicianPhotoUrl: string | null;
    technicianRating: number | null;
  };

function toRow(selected: SelectedRow): RequestRow {
  const {
    technicianFullName,
    technicianPhotoUrl,
    technicianRating,
    house_number,
    address_name,
    city,
    state,
    postal_code,
    latitude,
    longitude,
    ...row
  } = selected;
  return {
    ...row,
    address: { house_number, address_name, city, state, postal_code, latitude, longitude },
    technician:
      technicianFullName === null
        ? null
        : { name: technicianFullName, photoUrl: technicianPhotoUrl ?? '', rating: technicianRating ?? 5 },
  };
}

/** The customer's requests (of one device, or one by id), the soonest visit first. */
export async function findRequests(
  db: Queryable,
  customerId: string,
  filter: { assetId?: string; id?: string; forUpdate?: boolean } = {},
): Promise<RequestRow[]> {
  const rows = await db.query<SelectedRow>(
    `${SELECT_REQUEST}
      WHERE r.customer_id = $1 AND ($2::text IS NULL OR r.asset_id = $2) AND ($3::text IS NULL OR r.id = $3)
      ORDER BY r.service_date, r.service_slot, r.created_at
      ${filter.forUpdate ? 'FOR UPDATE OF r' : ''}`,
    [customerId, filter.assetId ?? null, filter.id ?? null],
  );
  return rows.map(toRow);
}

/** Any customer's request by id: for the field-service system and the order of a prepaid visit. */
export async function requestById(db: Queryable, id: string, forUpdate = false): Promise<RequestRow | null> {
  const [row] = await db.query<SelectedRow>(
    `${SELECT_REQUEST} WHERE r.id = $1 ${forUpdate ? 'FOR UPDATE OF r' : ''}`,
    [id],
  );
  return row ? toRow(row) : null;
}

export const slotStartOf = (row: Pick<RequestRow, 'serviceDate' | 'serviceSlot'>) =>
  slotInstant(row.serviceDate, row.serviceSlot);

/** A request as lists show it; `productName` is its device's. */
export function toServiceRequest(row: RequestRow, productName: string, now: Date): ServiceRequest {
  const changeable = isChangeable(row.status, slotStartOf(row), now);
  return {
    serviceRequestID: row.id,
    assetId: row.assetId,
    productName,
    serviceType: row.serviceType,
    status: row.status,
    serviceDate: row.serviceDate,
    serviceSlot: row.serviceSlot,
    serviceDuration: row.serviceDuration,
    technicianName: row.technician?.name ?? row.technicianName,
    defectType: row.defectType,
    chargePaise: row.chargePaise,
    isCancellable: changeable,
    isReschedulable: changeable,
    isRateable: row.status === 'COMPLETED' && row.rating === null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Open requests (the next visit first) and closed ones (the latest first). */
export function splitOpenAndClosed(requests: readonly ServiceRequest[]) {
  return {
    open: requests.filter((request) => OPEN_SERVICE_STATUSES.includes(request.status)),
    closed: requests.filter((request) => !OPEN_SERVICE_STATUSES.includes(request.status)).reverse(),
  };
}

interface EventRow {
  step: ServiceTimelineStep;
  at: Date;
  note: string | null;
}

export function requestEvents(db: Queryable, requestId: string): Promise<EventRow[]> {
  return db.query<EventRow>(
    'SELECT step, at, note FROM service_request_events WHERE request_id = $1 ORDER BY at, id',
    [requestId],
  );
}

/** The steps still to come after a status, up to Completed; none once it is over. */
function stepsToCome(status: ServiceRequestStatus): ServiceTimelineStep[] {
  if (status === 'COMPLETED' || status === 'CANCELLED') return [];
  if (status === 'AWAITING_PAYMENT') return ['PAID', 'SCHEDULED', ...FIELD_STEPS];
  const done = FIELD_STEPS.indexOf(status as (typeof FIELD_STEPS)[number]);
  return FIELD_STEPS.slice(done + 1);
}

/** What happened, oldest first, then what is still to come (with no time). */
export function timelineOf(row: Pick<RequestRow, 'status' | 'serviceType'>, events: readonly EventRow[]) {
  const label = (step: ServiceTimelineStep) => serviceTimelineLabel(step, row.serviceType);
  const done: ServiceTimelineEvent[] = events.map((event) => ({
    step: event.step,
    label: label(event.step),
    at: new Date(event.at).toISOString(),
    note: event.note,
  }));
  const toCome = stepsToCome(row.status).map((step) => ({ step, label: label(step), at: null, note: null }));
  return [...done, ...toCome];
}

/** One request in full; `prepaidOrder` is its order's state, read by the caller from the orders module. */
export async function toDetails(
  db: Queryable,
  row: RequestRow,
  productName: string,
  prepaidOrder: ServiceRequestDetails['prepaidOrder'],
  now: Date,
): Promise<ServiceRequestDetails> {
  return {
    ...toServiceRequest(row, productName, now),
    addnRemarks: row.remarks,
    address: row.address,
    hubCode: row.hubCode ?? '',
    technician: row.technician,
    timeline: timelineOf(row, await requestEvents(db, row.id)),
    repairs: row.repairs,
    coverage: row.coverage,
    servicePricePaise: row.servicePricePaise,
    prepaidOrder,
    prepaidAmountCollected: row.prepaid,
    feedback:
      row.rating === null || row.ratedAt === null
        ? null
        : { rating: row.rating, remarks: row.ratingRemarks ?? '', at: new Date(row.ratedAt).toISOString() },
    cancelReason: row.cancelReason,
  };
}

export async function addRequestEvent(
  tx: Queryable,
  requestId: string,
  step: ServiceTimelineStep,
  at: Date,
  note: string | null = null,
): Promise<void> {
  await tx.query('INSERT INTO service_request_events (request_id, step, at, note) VALUES ($1, $2, $3, $4)', [
    requestId,
    step,
    at,
    note,
  ]);
}

export interface NewRequest {
  id: string;
  customerId: string;
  assetId: string;
  serviceType: ServiceType;
  status: 'SCHEDULED' | 'AWAITING_PAYMENT';
  day: string;
  slot: string;
  hubCode: string;
  defectType: string | null;
  remarks: string | null;
  useCurrentAddress: boolean;
  address: ServiceAddress;
  coverage: ServiceCoverage | null;
  servicePricePaise: number;
  repairs: readonly ChosenRepair[];
  planTier: string | null;
  prepaidOrderId: string | null;
  paymentDueAt: Date | null;
  idempotencyKey: string | null;
  now: Date;
}

/** A visit's address columns, named as its fields are, in the order statements list them. */
const ADDRESS_COLUMNS = [
  'house_number',
  'address_name',
  'city',
  'state',
  'postal_code',
  'latitude',
  'longitude',
] as const satisfies readonly (keyof ServiceAddress)[];

/** A visit's address as its columns take it (ADDRESS_COLUMNS). */
export const addressValues = (address: ServiceAddress) => ADDRESS_COLUMNS.map((column) => address[column]);

export async function insertRequest(tx: Queryable, request: NewRequest): Promise<void> {
  const { address } = request;
  await tx.query(
    `INSERT INTO service_requests (id, customer_id, asset_id, service_type, status, service_date, service_slot, hub_code,
                                   defect_type, remarks, use_current_address, house_number, address_name, city, state,
                                   postal_code, latitude, longitude, coverage, service_price_paise, repairs, plan_tier,
                                   prepaid_order_id, payment_due_at, idempotency_key, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21::text::jsonb,
             $22, $23, $24, $25, $26, $26)`,
    [
      request.id,
      request.customerId,
      request.assetId,
      request.serviceType,
      request.status,
      request.day,
      request.slot,
      request.hubCode,
      request.defectType,
      request.remarks,
      request.useCurrentAddress,
      ...addressValues(address),
      request.coverage,
      request.servicePricePaise,
      JSON.stringify(request.repairs),
      request.planTier,
      request.prepaidOrderId,
      request.paymentDueAt,
      request.idempotencyKey,
      request.now,
    ],
  );
}

export async function requestByKey(db: Queryable, customerId: string, key: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    'SELECT id FROM service_requests WHERE customer_id = $1 AND idempotency_key = $2',
    [customerId, key],
  );
  return row?.id ?? null;
}

/** Moves a visit to another slot: it is RESCHEDULED, its technician to be assigned again. */
export async function moveVisit(
  tx: Queryable,
  requestId: string,
  to: { day: string; slot: string },
  now: Date,
  note: string,
): Promise<void> {
  await tx.query(
    `UPDATE service_requests
        SET service_date = $2::date, service_slot = $3, technician_id = NULL, technician_name = NULL,
            status = CASE WHEN status = 'AWAITING_PAYMENT' THEN status ELSE 'RESCHEDULED' END, updated_at = $4
      WHERE id = $1`,
    [requestId, to.day, to.slot, now],
  );
  await addRequestEvent(tx, requestId, 'RESCHEDULED', now, note);
}

export async function cancelVisit(
  tx: Queryable,
  requestId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE service_requests SET status = 'CANCELLED', cancel_reason = $2, payment_due_at = NULL, updated_at = $3
      WHERE id = $1`,
    [requestId, reason, now],
  );
  await addRequestEvent(tx, requestId, 'CANCELLED', now, reason);
}

/** The prepaid visit's order was paid: it is scheduled. */
export async function markVisitPaid(
  tx: Queryable,
  requestId: string,
  now: Date,
  note: string,
): Promise<void> {
  await tx.query(
    `UPDATE service_requests SET status = 'SCHEDULED', prepaid = true, payment_due_at = NULL, updated_at = $2
      WHERE id = $1`,
    [requestId, now],
  );
  await addRequestEvent(tx, requestId, 'PAID', now, note);
  await addRequestEvent(tx, requestId, 'SCHEDULED', now);
}

/** Unpaid prepaid visits whose order's hold has run out (their orders expire with them). */
export async function lapsedUnpaidVisits(tx: Queryable, now: Date): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `SELECT id FROM service_requests WHERE status = 'AWAITING_PAYMENT' AND payment_due_at <= $1
      ORDER BY id FOR UPDATE SKIP LOCKED`,
    [now],
  );
  return rows.map(({ id }) => id);
}

export async function rateVisit(
  tx: Queryable,
  requestId: string,
  feedback: { rating: number; remarks: string },
  now: Date,
): Promise<void> {
  await tx.query(
    'UPDATE service_requests SET rating = $2, rating_remarks = $3, rated_at = $4, updated_at = $4 WHERE id = $1',
    [requestId, feedback.rating, feedback.remarks || null, now],
  );
}

/** A technician of the hub on duty in the slot and not yet sent to another visit then; null when none is. */
export async function freeTechnician(
  tx: Queryable,
  visit: Pick<RequestRow, 'hubCode' | 'serviceDate' | 'serviceSlot'>,
): Promise<string | null> {
  const [row] = await tx.query<{ id: string }>(
    `SELECT t.id FROM technicians t
      WHERE t.hub_code = $1
        AND (t.weekly_off IS NULL OR t.weekly_off <> extract(dow FROM $2::date))
        AND t.shift_start <= $3::text::time AND t.shift_end >= $3::text::time + interval '1 hour'
        AND NOT EXISTS (SELECT 1 FROM service_requests r
                         WHERE r.technician_id = t.id AND r.service_date = $2::date AND r.service_slot = $3::text
                           AND r.status <> 'CANCELLED')
      ORDER BY t.rating DESC, t.id LIMIT 1`,
    [visit.hubCode, visit.serviceDate, visit.serviceSlot],
  );
  return row?.id ?? null;
}

/** A field-service step taken: the status moves on (a technician given on assignment, the charge on completion). */
export async function recordFieldStep(
  tx: Queryable,
  requestId: string,
  step: 'TECHNICIAN_ASSIGNED' | 'ON_THE_WAY' | 'IN_PROGRESS' | 'COMPLETED',
  at: Date,
  technicianId: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE service_requests r
        SET status = $2, updated_at = $3,
            technician_id = coalesce($4, r.technician_id),
            technician_name = coalesce((SELECT name FROM technicians WHERE id = $4), r.technician_name),
            charge_paise = CASE WHEN $2 = 'COMPLETED' THEN r.service_price_paise ELSE r.charge_paise END
      WHERE id = $1`,
    [requestId, step, at, technicianId],
  );
  await addRequestEvent(tx, requestId, step, at);
}

/** Open visits the field-service system still moves on (one customer's, or everyone's), with their last step's time. */
export function visitsInTheField(db: Queryable, customerId: string | null) {
  return db.query<{ id: string; status: ServiceRequestStatus; day: string; slot: string; lastStepAt: Date }>(
    `SELECT r.id, r.status, to_char(r.service_date, 'YYYY-MM-DD') AS day, r.service_slot AS slot,
            coalesce((SELECT max(e.at) FROM service_request_events e WHERE e.request_id = r.id), r.updated_at)
              AS "lastStepAt"
       FROM service_requests r
      WHERE r.status IN ('SCHEDULED', 'RESCHEDULED', 'TECHNICIAN_ASSIGNED', 'ON_THE_WAY', 'IN_PROGRESS')
        AND ($1::text IS NULL OR r.customer_id = $1)
      ORDER BY r.service_date, r.service_slot, r.id`,
    [customerId],
  );
}

/** Periodic services booked (not cancelled) for a device between two days: free ones used. */
export async function periodicServicesBetween(
  db: Queryable,
  assetId: string,
  fromDay: string,
  toDay: string,
): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM service_requests
      WHERE asset_id = $1 AND service_type = 'PERIODIC_SERVICE' AND status <> 'CANCELLED'
        AND service_date BETWEEN $2::date AND $3::date`,
    [assetId, fromDay, toDay],
  );
  return row?.count ?? 0;
}

/** Visits made (done or under way) at a device on or after a day: a plan bought before them was used. */
export async function visitsMadeSince(db: Queryable, assetId: string, fromDay: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM service_requests
      WHERE asset_id = $1 AND status IN ('COMPLETED', 'IN_PROGRESS') AND service_date >= $2::date`,
    [assetId, fromDay],
  );
  return row?.count ?? 0;
}

/** The visit a prepaid order pays for, locked. */
export async function requestByOrder(
  tx: Queryable,
  orderId: string,
): Promise<{ id: string; status: ServiceRequestStatus } | null> {
  const [row] = await tx.query<{ id: string; status: ServiceRequestStatus }>(
    'SELECT id, status FROM service_requests WHERE prepaid_order_id = $1 FOR UPDATE',
    [orderId],
  );
  return row ?? null;
}

export async function technicianNamed(db: Queryable, id: string): Promise<string | null> {
  const [row] = await db.query<{ name: string }>('SELECT name FROM technicians WHERE id = $1', [id]);
  return row?.name ?? null;
}

/** Whether any of these devices has had a visit booked, whatever became of it. */
export async function anyVisitFor(db: Queryable, assetIds: readonly string[]): Promise<boolean> {
  const [row] = await db.query<{ booked: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM service_requests WHERE asset_id = ANY ($1::text[])) AS booked',
    [assetIds],
  );
  return row?.booked ?? false;
}
