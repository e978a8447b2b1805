import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { OtpService } from '../otp/otp-service.ts';

// Stand-in for the module contract being built on the `contract` branch, so the catalogue module
// typechecks before that merge: take that branch's file (it adds `routes`) when merging.

export interface ModuleDeps {
  db: Database;
  config: Config;
  clock: Clock;
  otp: OtpService;
}

/** One business area (or one flow across areas): its tables, the calls it handles, its demo data. */
export interface Module {
  /** The name of its folder under `src/modules` or `src/flows`. */
  name: string;
  /**
   * Its folder of SQL migrations, each named `<number>_<what>.sql`. The numbers run across all
   * modules, so a migration may rely on every table of a lower number.
   */
  migrations?: string;
  /** Adds missing demo data and leaves present data alone (it runs on every start). */
  seed?(tx: Queryable, now: Date): Promise<void>;
}
