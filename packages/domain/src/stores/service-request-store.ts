import { makeAutoObservable, runInAction } from 'mobx';
import type { ServiceClient } from '../clients/service.ts';
import { BOOKABLE_SERVICE_TYPES, DEFAULT_SERVICE_DURATION } from '../contract/service-words.ts';
import type {
  BookableServiceType,
  BookingEligibility,
  BookingResult,
  NearestSlot,
  RescheduleDisposition,
  ServiceAddress,
  ServiceHistory,
  ServiceRequest,
  ServiceType,
} from '../contract/service.ts';
import { ProductError, SOMETHING_WENT_WRONG } from '../http/errors.ts';
import {
  FIRST_SERVICE_STEP,
  MAP_OPENERS,
  nextServiceStep,
  previousServiceStep,
  servicePath,
  type ServiceStep,
} from '../rules/service-path.ts';

/** The address of §3 before one is entered. */
export const EMPTY_SERVICE_ADDRESS: ServiceAddress = {
  house_number: '',
  address_name: '',
  city: '',
  state: '',
  postal_code: '',
  latitude: null,
  longitude: null,
};

/** Every field of §3's service request state, with the wizard's place in it, as plain JSON. */
export interface ServiceRequestSnapshot {
  step: ServiceStep;
  /** The booking (or the move) was made: only then does booking success open. */
  confirmed: boolean;
  /** The step that opened the map locator, which it returns to. */
  mapOpenedFrom: ServiceStep | null;
  /** The device the visit is for. */
  assetId: string | null;
  serviceType: ServiceType | null;
  /** The problem's code, for a repair; '' otherwise. */
  defectType: string;
  addnRemarks: string;
  /** The repairs chosen on "select repair", by code. */
  repairs: string[];
  /** `YYYY-MM-DD`. */
  serviceDate: string | null;
  /** `HH:MM`. */
  serviceDuration: string;
  /** The slot's start, `HH:MM` in India time. */
  serviceSlot: string | null;
  /** The visit is at the device's installed address rather than `address`. */
  useCurrentAddress: boolean;
  isCancellable: boolean;
  address: ServiceAddress;
  /** The request booked, or the one being moved or cancelled. */
  serviceRequestID: string | null;
  /** The device's open and closed requests. */
  history: ServiceHistory;
  isRescheduleFlow: boolean;
  isFMS: boolean;
  incidentType: string | null;
  /** What the visit costs in paise, as the server priced it: 0 is free, null before it is priced. */
  servicePrice: number | null;
  isPrepaidAllowed: boolean;
  productId: string | null;
  materialId: string | null;
  productName: string | null;
  prepaidAmountCollected: boolean;
  is_vc_tracking: boolean;
  /** The place kept in the chosen slot while the customer reviews the summary. */
  hold: { holdId: string; date: string; slot: string; expiresAt: string } | null;
}

/** What the device says of itself, which analytics events describe the flow with. */
export type ServiceDeviceFacts = Pick<
  ServiceRequestSnapshot,
  'assetId' | 'productId' | 'materialId' | 'productName' | 'is_vc_tracking' | 'isFMS'
>;

/** What the "book a service" step answers. */
export type ServiceChoice = Pick<ServiceRequestSnapshot, 'serviceType' | 'defectType' | 'addnRemarks'> & {
  serviceType: ServiceType;
};

/** The flow's own answers, which reset forgets. */
const FLOW_DEFAULTS = {
  step: FIRST_SERVICE_STEP,
  confirmed: false,
  mapOpenedFrom: null,
  serviceType: null,
  defectType: '',
  addnRemarks: '',
  repairs: [],
  serviceDate: null,
  serviceDuration: DEFAULT_SERVICE_DURATION,
  serviceSlot: null,
  useCurrentAddress: true,
  isCancellable: false,
  address: EMPTY_SERVICE_ADDRESS,
  serviceRequestID: null,
  isRescheduleFlow: false,
  incidentType: null,
  servicePrice: null,
  isPrepaidAllowed: false,
  prepaidAmountCollected: false,
  hold: null,
} satisfies Omit<ServiceRequestSnapshot, 'history' | keyof ServiceDeviceFacts>;

/** What reset keeps (§4): the history and the device facts analytics read. */
const KEPT_DEFAULTS: Pick<ServiceRequestSnapshot, 'history' | keyof ServiceDeviceFacts> = {
  assetId: null,
  history: { open: [], closed: [] },
  productId: null,
  materialId: null,
  productName: null,
  is_vc_tracking: false,
  isFMS: false,
};

const isBookable = (serviceType: ServiceType): serviceType is BookableServiceType =>
  BOOKABLE_SERVICE_TYPES.some((bookable) => bookable === serviceType);

const isComplete = (address: ServiceAddress) =>
  [address.house_number, address.address_name, address.city, address.state, address.postal_code].every(
    (field) => field.trim() !== '',
  );

/**
 * The service-request wizard (§2 flow, §3 service request state): where the customer is, what they
 * chose on each step, and next and back by the path rule. Created per request on the server and
 * once in the browser, serialised into the page and read back, like every store.
 */
export class ServiceRequestStore {
  step: ServiceStep = FIRST_SERVICE_STEP;
  confirmed = false;
  mapOpenedFrom: ServiceStep | null = null;
  assetId: string | null = null;
  serviceType: ServiceType | null = null;
  defectType = '';
  addnRemarks = '';
  repairs: string[] = [];
  serviceDate: string | null = null;
  serviceDuration = DEFAULT_SERVICE_DURATION;
  serviceSlot: string | null = null;
  useCurrentAddress = true;
  isCancellable = false;
  address: ServiceAddress = EMPTY_SERVICE_ADDRESS;
  serviceRequestID: string | null = null;
  history: ServiceHistory = KEPT_DEFAULTS.history;
  isRescheduleFlow = false;
  isFMS = false;
  incidentType: string | null = null;
  servicePrice: number | null = null;
  isPrepaidAllowed = false;
  productId: string | null = null;
  materialId: string | null = null;
  productName: string | null = null;
  prepaidAmountCollected = false;
  is_vc_tracking = false;
  hold: ServiceRequestSnapshot['hold'] = null;
  /** Why the last call to the server did not go through, in its words; null when it did. */
  problem: string | null = null;
  /** The free slots nearest to one just taken by someone else. */
  nearestSlots: NearestSlot[] = [];
  /** A call to the server is running. */
  busy = false;

  constructor(snapshot?: Partial<ServiceRequestSnapshot>) {
    this.restore(snapshot);
    makeAutoObservable(this);
  }

  /** Takes a saved state whole (e.g. the tab's booking in progress after a reload); what it lacks is the default. */
  restore(snapshot: Partial<ServiceRequestSnapshot> = {}): void {
    Object.assign(this, KEPT_DEFAULTS, FLOW_DEFAULTS, snapshot);
    this.clearProblem();
  }

  /** The steps of this kind of visit, in order (§2 by service type). */
  get path(): ServiceStep[] {
    return servicePath(this);
  }

  /** The open requests of the device (the first step's list). */
  get openRequests(): ServiceRequest[] {
    return this.history.open;
  }

  get isFree(): boolean {
    return this.servicePrice === 0;
  }

  /** Whether a step's answer is given, so the steps after it may open. */
  answered(step: ServiceStep): boolean {
    switch (step) {
      case 'pending-requests':
        return this.isRescheduleFlow ? this.serviceRequestID !== null : true;
      case 'book-service':
        return this.serviceType !== null;
      case 'select-repair':
        return this.repairs.length > 0;
      case 'reinstall-form':
        return !this.useCurrentAddress && isComplete(this.address);
      case 'book-slot':
        return this.serviceDate !== null && this.serviceSlot !== null;
      case 'request-summary':
        return this.confirmed;
      default:
        return false;
    }
  }

  /**
   * The step a customer asking for `requested` (from the address: a link, Back, a reload) may be
   * on: it, when every step before it on the path is answered; otherwise the first unanswered one.
   * The map locator opens only over a step that may open it.
   */
  reachable(requested: ServiceStep): ServiceStep {
    if (requested === 'map-locator') {
      const opener = this.mapOpener;
      if (!opener) return this.reachable(FIRST_SERVICE_STEP);
      return this.reachable(opener) === opener ? requested : this.reachable(opener);
    }
    const path = this.path;
    const index = path.indexOf(requested);
    if (index === -1) return path.find((step) => !this.answered(step)) ?? FIRST_SERVICE_STEP;
    return path.slice(0, index).find((step) => !this.answered(step)) ?? requested;
  }

  /** The step the map locator opens over: the one that opened it, else the path's step that may. */
  private get mapOpener(): ServiceStep | null {
    return this.mapOpenedFrom ?? this.path.find((step) => MAP_OPENERS.includes(step)) ?? null;
  }

  /** The step the address asks for, or the nearest one the customer may be on. Answers the step taken. */
  goTo(requested: ServiceStep): ServiceStep {
    const step = this.reachable(requested);
    this.mapOpenedFrom = step === 'map-locator' ? this.mapOpener : null;
    // What went wrong on a step is said there, not on the next.
    if (step !== this.step) this.clearProblem();
    this.step = step;
    return step;
  }

  /** The step Continue leads to, or null at the end. */
  get nextStep(): ServiceStep | null {
    return nextServiceStep(this.step, this, this.mapOpenedFrom);
  }

  /** The step Back leads to, or null (the first step, booking success). */
  get previousStep(): ServiceStep | null {
    return previousServiceStep(this.step, this, this.mapOpenedFrom);
  }

  next(): ServiceStep {
    const next = this.nextStep;
    if (next) this.goTo(next);
    return this.step;
  }

  back(): ServiceStep {
    const previous = this.previousStep;
    if (previous) this.goTo(previous);
    return this.step;
  }

  /** Opens the map locator over the current step, which it returns to; answers the step taken. */
  openMapLocator(): ServiceStep {
    if (MAP_OPENERS.includes(this.step)) {
      this.mapOpenedFrom = this.step;
      this.step = 'map-locator';
    }
    return this.step;
  }

  /** The device the flow is for, with its open and closed requests. */
  setDevice(facts: Partial<ServiceDeviceFacts>, history?: ServiceHistory): void {
    Object.assign(this, facts);
    if (history) this.history = history;
  }

  setHistory(history: ServiceHistory): void {
    this.history = history;
  }

  /** "Book a service": a new kind of visit forgets the answers of the steps only the old one had. */
  chooseService({ serviceType, defectType, addnRemarks }: ServiceChoice): void {
    if (serviceType !== this.serviceType) {
      // Why the old kind could not be booked is not said of the new one.
      this.clearProblem();
      this.repairs = [];
      this.servicePrice = null;
      this.useCurrentAddress = serviceType !== 'REINSTALL';
    }
    this.serviceType = serviceType;
    this.defectType = defectType;
    this.addnRemarks = addnRemarks;
    this.isRescheduleFlow = false;
  }

  chooseRepairs(
    repairs: string[],
    servicePrice: number | null,
    isPrepaidAllowed = this.isPrepaidAllowed,
  ): void {
    this.repairs = repairs;
    this.servicePrice = servicePrice;
    this.isPrepaidAllowed = isPrepaidAllowed;
  }

  /** The new address of a reinstall (the visit is there, not at the device's address). */
  setAddress(address: Partial<ServiceAddress>): void {
    this.address = { ...this.address, ...address };
    this.useCurrentAddress = false;
  }

  /**
   * Takes a reinstall's new address and asks whether visits are made at its pincode, so a pincode
   * without a service centre is refused on the address step, before any slot (the problem says
   * why). Answers whether the customer may go on.
   */
  async chooseNewAddress(service: ServiceClient, address: ServiceAddress): Promise<boolean> {
    this.setAddress(address);
    return (await this.checkEligibility(service, address.postal_code))?.eligible ?? false;
  }

  /** Where the pin was put on the map locator. */
  setCoordinates(latitude: number, longitude: number): void {
    this.address = { ...this.address, latitude, longitude };
  }

  chooseSlot(serviceDate: string, serviceSlot: string, serviceDuration = this.serviceDuration): void {
    this.serviceDate = serviceDate;
    this.serviceSlot = serviceSlot;
    this.serviceDuration = serviceDuration;
  }

  /** What the visit costs as the server priced it (free in warranty or under a plan that covers it). */
  setPrice(servicePrice: number | null, isPrepaidAllowed: boolean): void {
    this.servicePrice = servicePrice;
    this.isPrepaidAllowed = isPrepaidAllowed;
  }

  /** Moving a booked visit: its kind and place stay, a new slot is chosen. */
  startReschedule(
    request: Pick<ServiceRequest, 'serviceRequestID' | 'serviceType'> & { isCancellable?: boolean },
  ): void {
    this.reset();
    this.isRescheduleFlow = true;
    this.serviceRequestID = request.serviceRequestID;
    this.serviceType = request.serviceType;
    this.isCancellable = request.isCancellable ?? true;
    this.step = 'book-slot';
  }

  /** The booking (or the move) is made: the flow ends on booking success. */
  booked(serviceRequestID: string, prepaidAmountCollected = false): void {
    this.serviceRequestID = serviceRequestID;
    this.prepaidAmountCollected = prepaidAmountCollected;
    this.confirmed = true;
    this.step = 'booking-success';
    this.mapOpenedFrom = null;
  }

  /** Back to the defaults of the flow (§4); the history and the device facts analytics read stay. */
  reset(): void {
    Object.assign(this, FLOW_DEFAULTS);
    this.clearProblem();
  }

  clearProblem(): void {
    this.problem = null;
    this.nearestSlots = [];
  }

  /**
   * A slot the server refused is no longer held, and one it will not book (taken, closed) no longer
   * chosen: the summary it was confirmed on goes back to the slots, where the refusal is said.
   */
  private forgetRefusedSlot(code: string | undefined): void {
    if (code !== 'HOLD_EXPIRED' && code !== 'SLOT_TAKEN' && code !== 'SLOT_NOT_BOOKABLE') return;
    this.hold = null;
    if (code === 'HOLD_EXPIRED') return;
    this.serviceDate = null;
    this.serviceSlot = null;
    if (this.step === 'request-summary') this.step = 'book-slot';
  }

  /** Runs one call to the server: busy meanwhile, its refusal kept as the problem. Answers null when it failed. */
  private async call<Answer>(run: () => Promise<Answer>): Promise<Answer | null> {
    this.busy = true;
    this.clearProblem();
    try {
      return await run();
    } catch (error) {
      runInAction(() => {
        this.problem = error instanceof ProductError ? error.message : SOMETHING_WENT_WRONG;
        this.nearestSlots = (error instanceof ProductError && error.answer?.nearestSlots) || [];
        if (error instanceof ProductError) this.forgetRefusedSlot(error.code);
      });
      return null;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /**
   * Asks whether the device can have the chosen kind of visit, and at what price, before a slot is
   * chosen (eligibility first). Takes the price, whether paying now is allowed and the installed
   * address; when it cannot be booked, the problem says why. Answers whether it can. A reinstall
   * is asked about again with its new address's `pincode`.
   */
  async checkEligibility(service: ServiceClient, pincode?: string): Promise<BookingEligibility | null> {
    const { assetId, serviceType } = this;
    if (!assetId || !serviceType || !isBookable(serviceType)) return null;
    const eligibility = await this.call(() => service.eligibility(assetId, serviceType, pincode));
    if (!eligibility) return null;
    runInAction(() => {
      this.setPrice(eligibility.servicePricePaise ?? 0, eligibility.isPrepaidAllowed);
      this.serviceDuration = eligibility.serviceDuration;
      if (this.useCurrentAddress && eligibility.address) this.address = eligibility.address;
      if (!eligibility.eligible) this.problem = eligibility.reason?.message ?? SOMETHING_WENT_WRONG;
    });
    return eligibility;
  }

  /** Whose calendar the slots come from: the new address's pincode for a reinstall, else the device's. */
  get slotCalendarFor(): { assetId: string } | { pincode: string } | null {
    if (!this.useCurrentAddress && this.address.postal_code) return { pincode: this.address.postal_code };
    return this.assetId ? { assetId: this.assetId } : null;
  }

  /**
   * Keeps a place in the chosen slot while the customer reviews the summary (one hold at a time: a
   * new one gives the last back). A slot taken meanwhile leaves "This slot is no longer available"
   * and the nearest free slots. Answers whether the slot is held.
   */
  async holdSlot(service: ServiceClient): Promise<boolean> {
    const calendarFor = this.slotCalendarFor;
    const { serviceDate: date, serviceSlot: slot } = this;
    if (!calendarFor || !date || !slot) return false;
    const current = this.hold;
    if (
      current &&
      current.date === date &&
      current.slot === slot &&
      Date.parse(current.expiresAt) > Date.now()
    ) {
      return true;
    }
    const hold = await this.call(() =>
      service.hold({ ...calendarFor, date, slot, replacesHoldId: current?.holdId }),
    );
    runInAction(() => {
      this.hold = hold && {
        holdId: hold.holdId,
        date: hold.date,
        slot: hold.slot,
        expiresAt: hold.expiresAt,
      };
    });
    return hold !== null;
  }

  /** Gives the held place back (the customer left the summary). Never fails the customer: the hold runs out anyway. */
  async releaseHold(service: ServiceClient): Promise<void> {
    const hold = this.hold;
    if (!hold) return;
    this.hold = null;
    await service.release(hold.holdId).catch(() => undefined);
  }

  /**
   * Books the held slot (§3 state as the server takes it; the price is the server's). Paying now is
   * asked only where it is allowed and the visit is not free. Answers the booking, or null when it
   * was refused (the problem says why).
   */
  async book(
    service: ServiceClient,
    { payNow, idempotencyKey }: { payNow: boolean; idempotencyKey: string },
  ): Promise<BookingResult | null> {
    const { assetId, serviceType } = this;
    if (!assetId || !serviceType || !isBookable(serviceType)) return null;
    // A hold lost on the way (a reload after it ran out) is taken again, or the slot's fate said.
    if (!(await this.holdSlot(service))) return null;
    const hold = this.hold;
    if (!hold) return null;
    const result = await this.call(() =>
      service.book({
        assetId,
        serviceType,
        defectType: this.defectType || undefined,
        addnRemarks: this.addnRemarks || undefined,
        date: hold.date,
        slot: hold.slot,
        holdId: hold.holdId,
        useCurrentAddress: this.useCurrentAddress,
        address: this.useCurrentAddress ? undefined : this.address,
        repairs: this.repairs,
        payNow: payNow && this.isPrepaidAllowed && !this.isFree,
        idempotencyKey,
      }),
    );
    if (result) {
      runInAction(() => {
        this.hold = null;
        this.isCancellable = result.request.isCancellable;
        this.servicePrice = result.request.servicePricePaise;
        this.serviceRequestID = result.request.serviceRequestID;
        this.confirmed = true;
        // A visit paid now is booked once its order is paid, on the payment page; the rest are booked.
        if (!result.order)
          this.booked(result.request.serviceRequestID, result.request.prepaidAmountCollected);
      });
    }
    return result;
  }

  /** Moves the visit being rescheduled to the held slot, with the customer's reason. Answers whether it moved. */
  async reschedule(service: ServiceClient, reason: RescheduleDisposition): Promise<boolean> {
    const { serviceRequestID } = this;
    if (!serviceRequestID || !(await this.holdSlot(service))) return false;
    const hold = this.hold;
    if (!hold) return false;
    const moved = await this.call(() =>
      service.reschedule(
        { serviceRequestID, date: hold.date, slot: hold.slot, holdId: hold.holdId, reason },
        this.serviceType === 'INSTALLATION',
      ),
    );
    if (moved) {
      runInAction(() => {
        this.hold = null;
        this.booked(moved.serviceRequestID, moved.prepaidAmountCollected);
      });
    }
    return moved !== null;
  }

  serialize(): ServiceRequestSnapshot {
    return {
      step: this.step,
      confirmed: this.confirmed,
      mapOpenedFrom: this.mapOpenedFrom,
      assetId: this.assetId,
      serviceType: this.serviceType,
      defectType: this.defectType,
      addnRemarks: this.addnRemarks,
      repairs: [...this.repairs],
      serviceDate: this.serviceDate,
      serviceDuration: this.serviceDuration,
      serviceSlot: this.serviceSlot,
      useCurrentAddress: this.useCurrentAddress,
      isCancellable: this.isCancellable,
      address: { ...this.address },
      serviceRequestID: this.serviceRequestID,
      history: { open: [...this.history.open], closed: [...this.history.closed] },
      isRescheduleFlow: this.isRescheduleFlow,
      isFMS: this.isFMS,
      incidentType: this.incidentType,
      servicePrice: this.servicePrice,
      isPrepaidAllowed: this.isPrepaidAllowed,
      productId: this.productId,
      materialId: this.materialId,
      productName: this.productName,
      prepaidAmountCollected: this.prepaidAmountCollected,
      is_vc_tracking: this.is_vc_tracking,
      hold: this.hold && { ...this.hold },
    };
  }
}
