import { LOCAL_STORAGE_KEYS, landingSource, startEngagement } from '@nirmal/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useShellContent } from '../shell/use-shell-content.ts';
import { whenIdle } from '../shell/when-idle.ts';
import { useStores } from '../state/app-state.tsx';
import {
  LOCAL_ENGAGEMENT_SCRIPT,
  addEngagementScript,
  forgivingLocalStorage,
  installEngagementQueue,
  tellTracker,
  trackerSettled,
} from './engagement-script.ts';

/** Where a visitor came from (`?utm_source=`), kept until the tracker has it; nothing when storage is refused. */
function saveLandingSource(): void {
  const source = landingSource(window.location.search);
  try {
    if (source) localStorage.setItem(LOCAL_STORAGE_KEYS.engagementSource, source);
  } catch {
    // Storage refused: the source is not kept, and nothing else changes.
  }
}

/**
 * The engagement tracker (§4, WebEngage), for a visitor who agreed to analytics: started with the
 * key of the server's configuration (none, no tracker), the customer logged in when their
 * webEngageId is known and the saved source set once, all queued at once as WebEngage's loader
 * does; its script, WebEngage's when /api/env names it, else our stand-in, loads once the browser
 * is idle after the first paint and takes the queue over. A customer signing in or out later is
 * logged in or out. A script that fails or is blocked changes nothing a customer sees.
 */
export const Engagement = observer(function Engagement() {
  const { profile } = useStores();
  const { appConfig, publicEnv } = useShellContent();
  const licenseCode = appConfig?.webEngageLicenseCode ?? null;
  const [started, setStarted] = useState(false);
  const loggedIn = useRef<string | null>(null);

  useEffect(saveLandingSource, []);

  useEffect(() => {
    if (started) return;
    if (!licenseCode) {
      trackerSettled();
      return;
    }
    installEngagementQueue();
    loggedIn.current = profile.webEngageId;
    tellTracker((tracker) =>
      startEngagement(tracker, {
        licenseCode,
        webEngageId: loggedIn.current,
        storage: forgivingLocalStorage,
        sourceKey: LOCAL_STORAGE_KEYS.engagementSource,
      }),
    );
    trackerSettled();
    setStarted(true);
  }, [licenseCode, started, profile]);

  // Without the configuration (not loaded) the calls stay queued: nothing is sent, nothing shows.
  const scriptUrl = publicEnv ? (publicEnv.engagementScriptUrl ?? LOCAL_ENGAGEMENT_SCRIPT) : null;
  useEffect(() => {
    if (!started || !scriptUrl) return;
    return whenIdle(() => addEngagementScript(scriptUrl));
  }, [started, scriptUrl]);

  const webEngageId = profile.webEngageId;
  useEffect(() => {
    if (!started || webEngageId === loggedIn.current) return;
    tellTracker(({ user }) => (webEngageId ? user.login(webEngageId) : user.logout()));
    loggedIn.current = webEngageId;
  }, [started, webEngageId]);

  return null;
});
