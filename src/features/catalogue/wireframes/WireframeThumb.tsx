import type { Wireframe } from '../../../../contract/catalogue';

/** The wireframe as buyers see it: background layers under, foreground layers over (spec 1 §3). */
export function WireframeThumb({ wireframe, height = 96 }: { wireframe: Wireframe; height?: number }) {
  const width = Math.round((wireframe.width / wireframe.height) * height);
  const layers = [...wireframe.layers].sort((a, b) => a.index - b.index);
  return (
    <span className="wireframe-thumb" style={{ width, height }}>
      {layers.map((layer) => (
        <img key={`${layer.index}-${layer.fileId}`} src={layer.imageUrl} alt="" width={width} height={height} />
      ))}
    </span>
  );
}
