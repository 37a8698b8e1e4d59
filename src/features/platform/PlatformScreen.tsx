import { FaultsCard } from './FaultsCard';
import { MarketplaceCard } from './MarketplaceCard';
import { StatusCard } from './StatusCard';
import { UploadCard } from './UploadCard';
import './platform.css';

/** 平台调试: the adapter seen from the console, for developers and QA. */
export default function PlatformScreen() {
  return (
    <div className="platform-grid">
      <StatusCard />
      <UploadCard />
      <MarketplaceCard />
      <FaultsCard />
    </div>
  );
}
