'use client';

import { Download, RotateCcw, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Save, Download (print) and Clear, under a calculator's results. */
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
    <div className="mt-6 border-t border-line pt-5">
      <div className="grid gap-3 sm:grid-cols-2">
        <Button variant="primary" onClick={onSave}>
          <Save aria-hidden />
          {saveLabel}
        </Button>
        <Button variant="outline" onClick={onDownload} aria-describedby="print-hint">
          <Download aria-hidden />
          {downloadLabel}
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p id="print-hint" className="text-xs text-muted">
          {printHint}
        </p>
        <Button variant="ghost" size="sm" onClick={onReset}>
          <RotateCcw aria-hidden />
          {resetLabel}
        </Button>
      </div>
    </div>
  );
}
