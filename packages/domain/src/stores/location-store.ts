import { makeAutoObservable } from 'mobx';
import type { Location } from '../contract/index.ts';
import { formatLocation, parseLocation } from '../rules/location.ts';

export interface LocationSnapshot {
  /** `city:latitude:longitude`, or '' when unknown. */
  value: string;
}

/** Where the customer is, kept in the `city:latitude:longitude` form of §3. */
export class LocationStore {
  value = '';

  constructor(snapshot?: LocationSnapshot) {
    this.value = snapshot?.value ?? '';
    makeAutoObservable(this);
  }

  get location(): Location | null {
    return parseLocation(this.value);
  }

  get city(): string | null {
    return this.location?.city ?? null;
  }

  /**
   * Takes a detected location; only a different one changes the store (§4). Detecting nothing at
   * all is not a different location, so it keeps what is known. Says whether the store changed.
   */
  update(detected: Location): boolean {
    const value = formatLocation(detected);
    if (value === '' || value === this.value) return false;
    this.value = value;
    return true;
  }

  serialize(): LocationSnapshot {
    return { value: this.value };
  }
}
