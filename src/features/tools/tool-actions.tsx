'use client';

import { Download as downloadIcon, RotateCcw as rotateCcwIcon, Save as saveIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { printSheet } from './print-sheet';

const Download = createIcon(downloadIcon);
const RotateCcw = createIcon(rotateCcwIcon);
const Save = createIcon(saveIcon);

/** Save, Download (prints the report) and Clear, under a calculator's results (on the navy results panel). */
export function ToolActions({ saveLabel, downloadLabel, onSave, onReset }: { saveLabel: string; downloadLabel: string; onSave: () => void; onReset: () => void }) {
  const t = useTranslations('Tools.common');
  return (
    <div className="mt-6 border-t border-white/15 pt-5">
      <div className="grid gap-3 sm:grid-cols-2">
        <Button variant="primary" onClick={onSave}>
          <Save aria-hidden />
          {saveLabel}
        </Button>
        <Button variant="light" onClick={printSheet} aria-describedby="print-hint">
          <Download aria-hidden />
          {downloadLabel}
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p id="print-hint" className="text-xs text-white/75">
          {t('printHint')}
        </p>
        <Button variant="ghostOnDark" size="sm" onClick={onReset}>
          <RotateCcw aria-hidden />
          {t('reset')}
        </Button>
      </div>
    </div>
  );
}
