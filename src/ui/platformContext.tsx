import { createContext, useContext, type ReactNode } from 'react';
import type { PlatformAdapter, SessionRecording } from '../../adapters/types';

export interface Platform {
  adapter: PlatformAdapter;
  /** Present when the session is being recorded (`?record=1`). */
  recorder: SessionRecording | null;
}

const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform outside PlatformProvider');
  return platform;
}
