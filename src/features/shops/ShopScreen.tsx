/** /app/setting (spec 3 §2). Being built (issue 10). */
export default function ShopScreen() {
  return null;
}
