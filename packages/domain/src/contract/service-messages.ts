// What commerce-api says about service visits, one sentence each: its own module, so a page loads
// the messages with the steps that show them rather than on its first paint.

export const SERVICE_MESSAGES = {
  deviceUnknown: 'We could not find this device among yours.',
  requestUnknown: 'We could not find this service request. Open it from your service requests.',
  serviceType: 'Choose the kind of visit you need.',
  defectType: 'Choose what is wrong with your device.',
  remarks: 'Keep your remarks to 300 characters or fewer.',
  date: 'Choose a day from the calendar.',
  slot: 'Choose a time slot from the calendar.',
  hold: 'Choose your slot again.',
  repairs: 'Choose the repairs from the list.',
  idempotencyKey: 'Reload the page and try again.',
  assetOrPincode: 'Say which device or which pincode the visit is for.',
  reason: 'Choose a reason from the list.',
  rating: 'Rate the technician from 1 to 5 stars.',
  address: 'Enter the address where the device is to be installed.',
  /** 409 SLOT_TAKEN: answered with the nearest free slots (`nearestSlots`). */
  slotTaken: 'This slot is no longer available',
  slotFull: 'This slot is fully booked. Choose another one.',
  slotPast: 'This slot has already begun or is too soon for a technician to reach you. Choose a later one.',
  slotClosed: 'No visits are made in this slot. Choose another one.',
  slotOtherHub:
    'This slot belongs to the service centre of another area. Choose a slot from the calendar for this address.',
  holdExpired:
    'We held this slot for you for a few minutes and that time has passed. Choose your slot again.',
  outsideServiceArea: 'We do not make service visits at this pincode yet.',
  notCancellable: 'This visit can no longer be cancelled: the technician is on the way or it is over.',
  notReschedulable: 'This visit can no longer be rescheduled: the technician is on the way or it is over.',
  notInstallation:
    'Only an installation is rescheduled here. Reschedule other visits from your service requests.',
  isInstallation:
    'An installation booked with its purchase is rescheduled as an installation. Open it from your service requests.',
  notRateable: 'You can rate the technician once the visit is completed.',
  alreadyRated: 'You have already rated this visit. Thank you!',
  sameSlot: 'Your visit is already booked in this slot. Choose a different one to reschedule.',
  prepaidNotAllowed: 'This visit is paid to the technician. Book it without paying now.',
} as const;
