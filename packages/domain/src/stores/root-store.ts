import { runInAction } from 'mobx';
import { parseLocation } from '../rules/location.ts';
import { CartStore } from './cart-store.ts';
import type { CartSnapshot } from './cart-store.ts';
import type { CheckoutSnapshot, CheckoutStore } from './checkout-store.ts';
import { FlagsStore } from './flags-store.ts';
import type { FlagsSnapshot } from './flags-store.ts';
import { LocationStore } from './location-store.ts';
import type { LocationSnapshot } from './location-store.ts';
import { ProfileStore } from './profile-store.ts';
import type { ServiceRequestSnapshot, ServiceRequestStore } from './service-request-store.ts';
import type { ProfileSnapshot } from './profile-store.ts';
import { ShellStore } from './shell-store.ts';
import type { ShellSnapshot } from './shell-store.ts';

/** Everything the client state holds, as plain JSON: made on the server, put in the page, read back in the browser. */
export interface RootSnapshot {
  shell?: ShellSnapshot;
  profile?: ProfileSnapshot;
  flags?: FlagsSnapshot;
  location?: LocationSnapshot;
  cart?: CartSnapshot;
}

/** The checkout store's class, passed by the page that needs the store (see RootStore.checkout). */
export type CheckoutStoreClass = new (snapshot?: CheckoutSnapshot) => CheckoutStore;

/** The service request store's class, passed by the service pages (see RootStore.serviceRequest). */
export type ServiceRequestStoreClass = new (
  snapshot?: Partial<ServiceRequestSnapshot>,
) => ServiceRequestStore;

/**
 * The client state of one customer. Create one per request on the server and one in the browser,
 * never a shared module-level instance: on the server that would show one customer's data to another.
 */
export class RootStore {
  readonly shell: ShellStore;
  readonly profile: ProfileStore;
  readonly flags: FlagsStore;
  readonly location: LocationStore;
  readonly cart: CartStore;
  private checkoutStore: CheckoutStore | null = null;
  private serviceRequestStore: ServiceRequestStore | null = null;

  constructor(snapshot: RootSnapshot = {}) {
    this.shell = new ShellStore(snapshot.shell);
    this.profile = new ProfileStore(snapshot.profile);
    this.flags = new FlagsStore(snapshot.flags);
    this.location = new LocationStore(snapshot.location);
    this.cart = new CartStore(snapshot.cart);
  }

  /**
   * The checkout store (§3 checkout state), made the first time the checkout page asks for it and
   * kept from then on, so a retry finds the attempt it made. The page passes its class: the store's
   * code comes with that page rather than with every page. The checkout page's load fills it.
   */
  checkout(Store: CheckoutStoreClass): CheckoutStore {
    return (this.checkoutStore ??= new Store());
  }

  /**
   * The service-request wizard's store (§2 flow, §3 service request state), made the first time a
   * service page asks for it and kept from then on, so Back and Continue within the tab find the
   * answers given. As with checkout, the page passes its class and its load fills it.
   */
  serviceRequest(Store: ServiceRequestStoreClass): ServiceRequestStore {
    return (this.serviceRequestStore ??= new Store());
  }

  /**
   * Takes what the server knows afresh on every load (who is signed in, the flags, the location,
   * the client kind and the cart), so the page follows signing in and out, and changes made elsewhere.
   * What the customer has open here (overlays, the login modal, the toast) stays as it is. Only what
   * differs is set: the same data again (hydration, a load that changed nothing) re-renders nothing.
   */
  followServer(snapshot: RootSnapshot): void {
    // Compared as the JSON they came as: MobX's deep comparison would add 0.7 KB to every page.
    const differs = (held: unknown, sent: unknown) => JSON.stringify(held) !== JSON.stringify(sent);
    runInAction(() => {
      const { profile, flags, shell, cart } = snapshot;
      if (profile && differs(this.profile.profile, profile.profile)) this.profile.setProfile(profile.profile);
      if (flags && differs(this.flags.flags, flags.flags)) this.flags.setFlags(flags.flags);
      const location = snapshot.location && parseLocation(snapshot.location.value);
      if (location) this.location.update(location);
      if (shell) this.shell.setFlutterClient(shell.isFlutterClient);
      if (cart && differs(this.cart.serialize(), cart)) this.cart.follow(cart);
    });
  }

  /** Forgets the signed-in customer's data these stores hold (sign-out and an ended session). */
  forgetCustomer(): void {
    this.profile.setProfile(null);
    this.cart.setCart(null);
    this.checkoutStore?.clear();
    this.serviceRequestStore = null;
  }

  serialize(): Required<RootSnapshot> {
    return {
      shell: this.shell.serialize(),
      profile: this.profile.serialize(),
      flags: this.flags.serialize(),
      location: this.location.serialize(),
      cart: this.cart.serialize(),
    };
  }
}

export function createRootStore(initial?: RootSnapshot): RootStore {
  return new RootStore(initial);
}
