import { useEffect, useState } from 'react';
import { receiverProblems, type Receiver } from './receiver.ts';

/**
 * The receiver's fields checked with the address form they are sent with (joined to it by `form`):
 * from the first time it is sent, their problems show at the same time as the address's, and the
 * first wrong one of them takes the focus, as it comes before the address's fields on the page.
 * Give the address form `onSubmitCapture`: it runs before the form's own check.
 */
export function useReceiverCheck(formId: string, receiver: Receiver) {
  const [attempts, setAttempts] = useState(0);
  const problems = attempts > 0 ? receiverProblems(receiver) : {};
  useEffect(() => {
    if (attempts === 0) return;
    // Once the sending is over: the address form's own check, which runs after this, focuses its
    // first wrong field, and the receiver's fields come before it.
    const frame = requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[form="${CSS.escape(formId)}"][aria-invalid="true"]`)?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [attempts, formId]);
  return {
    problems,
    hasProblems: Object.keys(receiverProblems(receiver)).length > 0,
    onSubmitCapture: () => setAttempts((count) => count + 1),
  };
}
