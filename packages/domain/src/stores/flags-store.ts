import { makeAutoObservable, observableRef } from 'mobx';
import type { FeatureFlags } from '../contract/index.ts';
import type { FlagsClient } from '../clients/flags.ts';

export interface FlagsSnapshot {
  flags: Partial<FeatureFlags>;
}

/** Feature flags (§3); empty until loaded and after a failed load (§7, §8), which reads as "off". */
export class FlagsStore {
  flags: Partial<FeatureFlags> = {};

  constructor(snapshot?: FlagsSnapshot) {
    this.flags = snapshot?.flags ?? {};
    makeAutoObservable(this, { flags: observableRef });
  }

  get isEmpty(): boolean {
    return Object.keys(this.flags).length === 0;
  }

  get globalSaleAssist(): boolean {
    return this.flags.globalSaleAssist ?? false;
  }

  get isAQIEnabled(): boolean {
    return this.flags.isAQIEnabled ?? false;
  }

  setFlags(flags: Partial<FeatureFlags>): void {
    this.flags = flags;
  }

  /** Loads the flags unless they are already there; on failure they become empty and the error is rethrown. */
  async loadIfEmpty(client: FlagsClient): Promise<void> {
    if (!this.isEmpty) return;
    try {
      this.setFlags(await client.get());
    } catch (error) {
      this.setFlags({});
      throw error;
    }
  }

  serialize(): FlagsSnapshot {
    return { flags: { ...this.flags } };
  }
}
