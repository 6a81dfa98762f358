'use client';

import { useEffect } from 'react';
import { recordAttribution } from '@/lib/attribution';

/** Remembers where a visit came from, so a later demo request can say so. Renders nothing. */
export function AttributionRecorder() {
  useEffect(recordAttribution, []);
  return null;
}
