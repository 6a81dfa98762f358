'use client';

import { Download as downloadIcon, RotateCcw as rotateCcwIcon, Save as saveIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { Button } from '@/components/ui/button';

const Download = createIcon(downloadIcon);
const RotateCcw = createIcon(rotateCcwIcon);
const Save = createIcon(saveIcon);

/** Save, Download (print) and Clear, under a calculator's results (on the navy results panel). */
export function ToolActions({ saveLabel, downloadLabel, resetLabel, printHint, onSave, onDownload, onReset }: {
  saveLabel: string;
  downloadLabel: string;
  resetLabel: string;
  printHint: string;
  onSave: () => void;
  onDownload: () => void;
  onReset: () => void;
}) {
  return (
    <div className="mt-6 border-t border-white/15 pt-5">
      <div className="grid gap-3 sm:grid-cols-2">
        <Button variant="primary" onClick={onSave}>
          <Save aria-hidden />
          {saveLabel}
        </Button>
        <Button variant="light" onClick={onDownload} aria-describedby="print-hint">
          <Download aria-hidden />
          {downloadLabel}
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p id="print-hint" className="text-xs text-white/75">
          {printHint}
        </p>
        <Button variant="ghostOnDark" size="sm" onClick={onReset}>
          <RotateCcw aria-hidden />
          {resetLabel}
        </Button>
      </div>
    </div>
  );
}
