import { useEffect, useRef, useState } from 'react';
import type { DesignDraft } from './designDraft';
import { draftPreviewSize, drawDraftPreview } from './draftPreview';

/** A kept draft's canvas in small (draftPreview.ts); `data-drawn` once its layers are on it. */
export function DraftPreview({ draft, label }: { draft: DesignDraft; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    const gone = new AbortController();
    void drawDraftPreview(target, draft, gone.signal).then(() => {
      if (!gone.signal.aborted) setDrawn(true);
    });
    return () => gone.abort();
  }, [draft]);
  const { width, height } = draftPreviewSize(draft.canvas);
  return <canvas ref={canvas} className="designer-restore-preview" role="img" aria-label={label} data-drawn={drawn || undefined} style={{ width, height }} />;
}
