/**
 * The cross of a close button (a dialog's, the mobile menu's drawer's), drawn in currentColor. Decorative:
 * its button's label says what it does.
 */
export function CrossIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
