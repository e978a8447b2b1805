import * as contract from '@nirmal/domain/contract';
import type { AnyCall } from '@nirmal/domain/contract';

/** Every call the contract exports, alone or in an area's group of calls. */
export function definedCalls(): AnyCall[] {
  return Object.values(contract).flatMap((value) => {
    if (contract.isCallDefinition(value)) return [value];
    if (typeof value !== 'object' || value === null) return [];
    return Object.values(value).filter(contract.isCallDefinition);
  });
}
