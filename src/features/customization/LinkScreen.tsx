/** /app/sku_customization_urls_setting (spec 3 §2). Being built (issue 10). */
export default function LinkScreen() {
  return null;
}
