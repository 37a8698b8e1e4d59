/** case_material_binding (spec 3 §2): factory materials and colours bound to the product's. */
export function MaterialBindingTab(_props: { onBindingsChanged: () => void }) {
  return <div className="material-binding-tab" />;
}
