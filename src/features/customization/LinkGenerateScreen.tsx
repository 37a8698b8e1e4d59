/** /app/sku_customization_urls_setting/generate (spec 3 §2). Being built (issue 10). */
export default function LinkGenerateScreen() {
  return null;
}
