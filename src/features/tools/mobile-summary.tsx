/**
 * On phones the results sit below the inputs: this bar, stuck to the bottom of the screen while the
 * inputs are in view, shows the headline figures as the visitor types.
 */
export function MobileSummary({ items }: { items: readonly { label: string; value: string }[] }) {
  return (
    <div className="sticky bottom-3 z-10 mt-6 flex justify-between gap-4 rounded-xl bg-navy-900 px-4 py-3 text-white shadow-[var(--shadow-panel)] lg:hidden">
      {items.map(({ label, value }) => (
        <p key={label} className="min-w-0 text-xs text-white/75">
          {label}
          <span className="block text-base font-bold text-white tabular-nums">{value}</span>
        </p>
      ))}
    </div>
  );
}
