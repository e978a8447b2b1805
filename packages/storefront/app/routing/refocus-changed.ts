import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

interface ChangedControl {
  name: string;
  /** A checkbox's value, which tells apart the boxes of one name. */
  value?: string;
}

/**
 * The history state of a form sent because one of its controls changed: which one. A form drawn
 * anew for the new address (its choices are the address's) would otherwise drop the focus to the
 * page, and a keyboard user ticking filters one by one would start from the top each time.
 */
export function changedControlState(target: EventTarget | null): { changed: ChangedControl } | undefined {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement) || !target.name)
    return undefined;
  const checkbox = target instanceof HTMLInputElement && target.type === 'checkbox';
  return { changed: { name: target.name, ...(checkbox ? { value: target.value } : {}) } };
}

/**
 * Gives the focus back to the control whose change sent the form (see changedControlState).
 * Answers whether one did, so a fold holding the controls can be drawn open again.
 */
export function useRefocusChanged(form: RefObject<HTMLFormElement | null>): boolean {
  const { state } = useLocation();
  const changed = (state as { changed?: ChangedControl } | null)?.changed;
  useEffect(() => {
    if (!changed) return;
    const controls = [...(form.current?.elements ?? [])].filter(
      (control): control is HTMLInputElement | HTMLSelectElement =>
        (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) &&
        control.name === changed.name &&
        (changed.value === undefined || control.value === changed.value),
    );
    controls[0]?.focus({ preventScroll: true });
  }, [form, changed]);
  return changed !== undefined;
}
