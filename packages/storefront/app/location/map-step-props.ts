import type { Place } from '@nirmal/domain/contract';

/** A point on the map, in decimal degrees. */
export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** Where the customer put the pin, and the gazetteer's nearest locality to it (null when none is near). */
export interface PinnedLocation extends MapPoint {
  place: Place | null;
}

export interface MapStepProps {
  /** Where the pin starts, e.g. the address's own coordinates; the detected city's otherwise. */
  value?: MapPoint;
  /** Called by "Confirm location" with the pin's point and its nearest locality. */
  onConfirm(location: PinnedLocation): void;
  /** Called by Back: return to the step that opened the map. */
  onBack(): void;
}
