import { Fragment } from 'react';
import { figureParts } from '@/i18n/bidi';

/**
 * Running text whose figures ("2-24", "30-40%", "9:00-18:00", "SAR 189") stay in reading order in
 * Arabic: each figure is a left-to-right <bdi>. Text without Arabic letters is returned as it is.
 */
export function Figures({ text }: { text: string }) {
  // Only text with Arabic letters reorders its figures; English is returned as it is.
  if (!/[\u0600-\u06ff]/.test(text)) return text;
  return figureParts(text).map((part, index) =>
    part.figure ? (
      <bdi key={index} dir="ltr">
        {part.text}
      </bdi>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
