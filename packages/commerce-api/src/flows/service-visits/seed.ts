import { indianDay } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { installedAddress, ownerOfAsset, planSnapshot } from '../../modules/assets/queries.ts';
import {
  DEMO_VISITS,
  completeSeededVisit,
  incompleteVisits,
  seedDemoVisit,
  seedHubsAndPrices,
  seedSlotPlaces,
} from '../../modules/service/seed-visits.ts';
import { seedHubs } from '../../seed-data/catalogue.ts';

/**
 * The demo service visits, once the catalogue's hubs and the customers' devices are there: every
 * hub's hours and prices, the demo visits on their devices, each seeded visit given its device's
 * hub and address, and the places they hold in their slots (service's seed-visits.ts).
 */
export async function seedServiceVisits(db: Queryable, now: Date): Promise<void> {
  const today = indianDay(now);
  await seedHubsAndPrices(
    db,
    seedHubs.map(({ code }) => code),
  );
  for (const visit of DEMO_VISITS) {
    const customerId = await ownerOfAsset(db, visit.assetId);
    if (customerId === null) continue;
    const planTier = (await planSnapshot(db, visit.assetId))?.tier ?? null;
    await seedDemoVisit(db, visit, { customerId, planTier }, today, now);
  }
  for (const visit of await incompleteVisits(db)) {
    const installed = await installedAddress(db, visit.customerId, visit.assetId);
    if (installed) await completeSeededVisit(db, visit, installed);
  }
  await seedSlotPlaces(db, today, now);
}
