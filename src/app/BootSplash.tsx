import { BrandMark } from './BrandMark';
import { MSG } from '../messages';

/**
 * What the page shows while the platform is found and a start-up `?token=` is checked: the switch-account
 * question may open over it, and a bare white page under a question reads as a broken console.
 */
export function BootSplash() {
  return (
    <div className="boot-splash" role="status" aria-live="polite">
      <BrandMark size={48} />
      <p>{MSG.boot.starting}</p>
    </div>
  );
}
