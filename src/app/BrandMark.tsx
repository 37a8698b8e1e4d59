import fallbackLogo from '../assets/logo.svg';

/** The shop's mini-app logo, or the product's own when it has none (spec 1 §1). */
export function BrandMark({ logoUrl, size = 40 }: { logoUrl?: string | null; size?: number }) {
  return (
    <img
      className="brand-mark"
      src={logoUrl || fallbackLogo}
      width={size}
      height={size}
      alt=""
      onError={(event) => {
        const image = event.currentTarget;
        if (image.dataset.fallback) return;
        image.dataset.fallback = '1';
        image.src = fallbackLogo;
      }}
    />
  );
}
