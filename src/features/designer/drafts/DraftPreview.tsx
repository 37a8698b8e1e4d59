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
    let live = true;
    void drawDraftPreview(target, draft, () => live).then(() => {
      if (live) setDrawn(true);
    });
    return () => {
      live = false;
    };
  }, [draft]);
  const { width, height } = draftPreviewSize(draft.canvas);
  return <canvas ref={canvas} className="designer-restore-preview" role="img" aria-label={label} data-drawn={drawn || undefined} style={{ width, height }} />;
}
