/** brand_model_binding (spec 3 §2): the product's models bound to the factory's model codes, with auto-match. */
export function ModelBindingTab() {
  return <div className="model-binding-tab" />;
}
