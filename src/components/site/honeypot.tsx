/** A field people never see and bots fill in; a filled one is answered like success and not stored. */
export function Honeypot({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden className="absolute -start-[10000px] top-auto size-px overflow-hidden">
      <label>
        {label}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}
