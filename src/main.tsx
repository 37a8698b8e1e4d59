import { createRoot } from 'react-dom/client';
import { isFramedByTrustedHost, isRunByTrustedHost } from '../adapters/embedded';
import { describeError } from './api/errorCatalogue';
import { App } from './app/App';
import { BootSplash } from './app/BootSplash';
import { bootPlatform } from './app/boot';
import { EMBEDDED_PATHS, settleOfferedToken } from './app/offeredToken';
import { loadSessionFromCookie } from './api/session';
import { followLogoutsElsewhere } from './app/session';
import { TRUSTED_HOST_ORIGINS } from './lib/hostOrigins';
import { takeTokenFromUrl } from './lib/tokenCookie';
import { MSG } from './messages';
import { repairArcoAria } from './ui/arcoAria';
import { returnFocusFromDialogs } from './ui/dialogFocusReturn';
import { ignoreClicksOpeningDialogs } from './ui/dialogOpeningClicks';
// After the app's imports, so that the console's rules follow the Arco component styles they adjust.
import './styles.css';

// Out of the address before anything else runs: the token must not stay in history, a bookmark or a
// Referer, whatever is decided about it.
const offered = takeTokenFromUrl(window.location.href);
if (offered) window.history.replaceState(window.history.state, '', offered.address);

repairArcoAria();
returnFocusFromDialogs();
ignoreClicksOpeningDialogs();
const root = createRoot(document.getElementById('root')!);
root.render(<BootSplash />);
bootPlatform(window)
  // The offer is checked through the platform's API client, so the console renders once it is settled.
  .then(async (platform) => {
    // After the platform is chosen: which session this tab reads and follows depends on it (boot.ts).
    loadSessionFromCookie();
    followLogoutsElsewhere();
    const embedded = EMBEDDED_PATHS.includes(window.location.pathname) && isFramedByTrustedHost(window, TRUSTED_HOST_ORIGINS);
    const fromTrustedHost = isRunByTrustedHost(window, TRUSTED_HOST_ORIGINS);
    const inForeignFrame = window.parent !== window && !fromTrustedHost;
    await settleOfferedToken(offered?.token ?? '', undefined, { fromTrustedHost, embedded, inForeignFrame });
    return platform;
  })
  .then(
    (platform) => root.render(<App platform={platform} />),
    (error: unknown) =>
      root.render(
        <div className="boot-failure" role="alert">
          <h1>{MSG.boot.failed}</h1>
          <p>{describeError(error)}</p>
        </div>,
      ),
  );
