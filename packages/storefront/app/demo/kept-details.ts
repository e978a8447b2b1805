import { SESSION_STORAGE_KEYS, readDemoDetails, type DemoDetails } from '@nirmal/domain';
import { useCallback, useEffect, useState } from 'react';
import { browserStorage } from '../state/browser-storage.ts';
import type { DemoStage } from './demo-stage.ts';

const KEY = SESSION_STORAGE_KEYS.demoDetails;
const MOBILE_KEY = SESSION_STORAGE_KEYS.demoMobile;

function keptDetails(storage: Storage): DemoDetails | null {
  try {
    const kept = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<
      Record<keyof DemoDetails, unknown>
    > | null;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const read = readDemoDetails({
      name: text(kept?.name),
      pincode: text(kept?.pincode),
      productType: text(kept?.productType),
    });
    return read.ok ? read.details : null;
  } catch {
    return null;
  }
}

/**
 * The steps after the details are the answers of posts, which a reload does not repeat: it opens
 * the empty form. So the details, once the server has taken them, are kept in this tab until the
 * demo is booked, and `fresh` (the form opened anew) answers them, to start from in place of nothing.
 */
export function useKeptDemoDetails(stage: DemoStage, fresh: boolean): DemoDetails | null {
  const [kept, setKept] = useState<DemoDetails | null>(null);
  useEffect(() => {
    const storage = browserStorage('sessionStorage');
    if (!storage) return;
    if (stage.step === 'verify' || stage.step === 'slot') storage.setItem(KEY, JSON.stringify(stage.details));
    else if (stage.step === 'booked') {
      storage.removeItem(KEY);
      storage.removeItem(MOBILE_KEY);
    } else if (fresh) setKept(keptDetails(storage));
  }, [stage, fresh]);
  return fresh ? kept : null;
}

/**
 * The number typed on the code step, kept in this tab as it is typed (a reload posts nothing, so it
 * would be lost), and what the field calls with each change. Read once the page has hydrated, as
 * the server cannot know it; forgotten with the details once the demo is booked.
 */
export function useKeptDemoMobile(): [kept: string | undefined, keep: (mobile: string) => void] {
  const [kept, setKept] = useState<string>();
  useEffect(() => setKept(browserStorage('sessionStorage')?.getItem(MOBILE_KEY) ?? undefined), []);
  const keep = useCallback((mobile: string) => {
    try {
      browserStorage('sessionStorage')?.setItem(MOBILE_KEY, mobile);
    } catch {
      // A storage that is full or refused keeps nothing: the number is only not kept over a reload.
    }
  }, []);
  return [kept, keep];
}
