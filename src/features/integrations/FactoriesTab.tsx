/** The factories tab (spec 3 §2): the factory list, 同步, and each factory's phone models. */
export function FactoriesTab() {
  return <div className="factories-tab" />;
}
