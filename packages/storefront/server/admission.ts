/**
 * Bounds the work a server takes on at once. At most `maxInFlight` holders at a time; the others wait
 * their turn, first come first served, for at most `maxWaitMs`. When the machine is saturated the
 * wait runs out, and the request is refused at once (a 503 a person understands) instead of hanging
 * behind every other.
 */
export interface Admission {
  /**
   * Resolves with the function that gives the place back once the work is done, or with null when
   * no place came free within the wait, or `signal` aborted first (the client left).
   */
  enter(signal?: AbortSignal): Promise<(() => void) | null>;
  /** How many hold a place, and how many wait for one. */
  readonly inFlight: number;
  readonly waiting: number;
}

export interface AdmissionLimits {
  maxInFlight: number;
  maxWaitMs: number;
}

interface Waiter {
  admit: () => void;
}

export function createAdmission({ maxInFlight, maxWaitMs }: AdmissionLimits): Admission {
  let inFlight = 0;
  const queue: Waiter[] = [];

  function release(): void {
    const next = queue.shift();
    if (next) next.admit();
    else inFlight -= 1;
  }

  /** A release that counts once, however often it is called. */
  function place(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  }

  return {
    get inFlight() {
      return inFlight;
    },
    get waiting() {
      return queue.length;
    },
    enter(signal) {
      if (signal?.aborted) return Promise.resolve(null);
      if (inFlight < maxInFlight) {
        inFlight += 1;
        return Promise.resolve(place());
      }
      return new Promise((resolve) => {
        const giveUp = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', giveUp);
          queue.splice(queue.indexOf(waiter), 1);
          resolve(null);
        };
        // The place passes straight from the one leaving to this waiter: the count stays the same.
        const waiter: Waiter = {
          admit: () => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', giveUp);
            resolve(place());
          },
        };
        const timer = setTimeout(giveUp, maxWaitMs);
        signal?.addEventListener('abort', giveUp, { once: true });
        queue.push(waiter);
      });
    },
  };
}
