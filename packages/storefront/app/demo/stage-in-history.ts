import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { DemoStage } from './demo-stage.ts';

type KeptStage = Extract<DemoStage, { step: 'verify' | 'slot' }>;

const isKept = (stage: DemoStage | undefined): stage is KeptStage =>
  stage?.step === 'verify' || stage?.step === 'slot';

/**
 * The history state of a form posted from a step kept in history: a post to the page's own address
 * takes the place of its entry, which keeps its step this way. (Changing the details leaves it.)
 */
export const keptInHistory = (stage: KeptStage) => ({ demoStage: stage });

function keptIn(state: unknown): KeptStage | undefined {
  const stage = (state as { demoStage?: DemoStage } | null)?.demoStage;
  return isKept(stage) ? stage : undefined;
}

/**
 * The steps after the details are the answers of posts, which neither the browser's Back nor a
 * reload posts again. So each such step is kept in a history entry of its own (a step reached
 * pushes one, a step answered again replaces its own): Back returns to the step before, Forward to
 * the one after, and a reload stays on the step. The details step is the page opened anew, which
 * starts from the details kept in the tab.
 */
export function useStageInHistory(posted: DemoStage | undefined): DemoStage | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  // The entry's step, read once on the page: the server cannot know it, so hydration renders
  // what the server did, and the step follows before it is painted.
  const [kept, setKept] = useState<KeptStage>();
  useLayoutEffect(() => setKept(keptIn(location.state)), [location.state]);
  const stage = posted ?? kept;
  const shownStep = useRef(stage?.step);
  // Before the step is painted, and loading nothing again (the page has all it shows), so the
  // entry is written by the time anyone can press Back or reload.
  useLayoutEffect(() => {
    if (isKept(posted)) {
      void navigate(
        { pathname: location.pathname, search: location.search },
        {
          replace: posted.step === shownStep.current,
          state: keptInHistory(posted),
          preventScrollReset: true,
          defaultShouldRevalidate: false,
        },
      );
    }
    shownStep.current = stage?.step;
    // Once per answer of a post (and per entry shown).
  }, [posted, stage?.step]);
  return stage;
}
