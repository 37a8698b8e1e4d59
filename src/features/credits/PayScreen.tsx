import { MSG } from '../../messages';

/** Spec 3 §2: /app/pay. Placeholder until the credits screens are built (issue 11). */
export default function PayScreen() {
  return <div className="pay-screen">{MSG.credits.menu}</div>;
}
