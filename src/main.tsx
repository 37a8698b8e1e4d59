import { createRoot } from 'react-dom/client';
import { describeError } from './api/errorCatalogue';
import { App } from './app/App';
import { bootPlatform } from './app/boot';
import { loadSessionFromCookie } from './app/session';
import { takeTokenFromUrl } from './lib/tokenCookie';
import { MSG } from './messages';
// After the app's imports, so that the console's rules follow the Arco component styles they adjust.
import './styles.css';

const fromUrl = takeTokenFromUrl(window.location.href);
if (fromUrl) window.history.replaceState(window.history.state, '', fromUrl.address);
// In a cross-site frame the browser may refuse the cookie; the token from the address still holds.
loadSessionFromCookie(fromUrl?.token || null);

const root = createRoot(document.getElementById('root')!);
bootPlatform(window).then(
  (platform) => root.render(<App platform={platform} />),
  (error: unknown) =>
    root.render(
      <div className="boot-failure" role="alert">
        <h1>{MSG.boot.failed}</h1>
        <p>{describeError(error)}</p>
      </div>,
    ),
);
