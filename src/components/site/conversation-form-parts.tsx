import { CheckCircle2 as checkCircle2Icon, Send as sendIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { Button } from '@/components/ui/button';

const CheckCircle2 = createIcon(checkCircle2Icon);
const Send = createIcon(sendIcon);

/** The parts the conversation forms (partner application, recording request) show alike. */

/** Why the last attempt failed, under the form's own title. */
export function FormProblem({ title, problem }: { title: string; problem: string | null }) {
  if (!problem) return null;
  return (
    <div role="alert" className="rounded-xl border border-danger/30 bg-danger-50 p-4 text-sm">
      <p className="font-semibold text-danger">{title}</p>
      <p className="mt-1 text-ink">{problem}</p>
    </div>
  );
}

/** The send button, with its busy label while the form is sent. */
export function SendButton({ busy, label, busyLabel, className }: { busy: boolean; label: string; busyLabel: string; className: string }) {
  return (
    <Button type="submit" size="lg" className={className} disabled={busy}>
      <Send aria-hidden className="rtl-mirror" />
      {busy ? busyLabel : label}
    </Button>
  );
}

/** The heading of the confirmation that takes the form's place. */
export function SentHeading({ title }: { title: string }) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <CheckCircle2 aria-hidden className="size-7" />
      </span>
      <h2 className="text-2xl font-bold text-navy-900">{title}</h2>
    </div>
  );
}
