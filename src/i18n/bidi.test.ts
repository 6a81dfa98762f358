import { describe, expect, it } from 'vitest';
import { figureParts, isolateFigures, isolateFiguresInHtml, isolateMessageFigures } from './bidi';

describe('figures in Arabic text', () => {
  it('isolates ranges, percentages, times and amounts as one left-to-right unit each', () => {
    expect(isolateFigures('عادةً خلال 2-24 ساعة، وخفض 30-40% من 9:00-18:00 و1,200,000 ريال')).toBe(
      'عادةً خلال \u20662-24\u2069 ساعة، وخفض \u206630-40%\u2069 من \u20669:00-18:00\u2069 و\u20661,200,000\u2069 ريال',
    );
  });

  it('keeps "24/7" and an international phone number whole, each as one unit', () => {
    expect(isolateFigures('خط طوارئ على مدار الساعة (24/7) على الرقم +966 55 123 4567 يومياً')).toBe(
      'خط طوارئ على مدار الساعة (\u206624/7\u2069) على الرقم \u2066+966 55 123 4567\u2069 يومياً',
    );
    expect(isolateFigures('اتصل على +966\u00a0920\u00a0000\u00a0000.')).toBe('اتصل على \u2066+966\u00a0920\u00a0000\u00a0000\u2069.');
    // A slash between words or after a figure is no part of it.
    expect(isolateFigures('2026/ و/3')).toBe('\u20662026\u2069/ و/\u20663\u2069');
  });

  it('changes nothing in text isolated before, so quoting an isolated fact is safe', () => {
    const once = isolateFigures('من الأحد إلى الخميس، 9:00-18:00 بتوقيت الرياض (24/7)');
    expect(isolateFigures(once)).toBe(once);
    expect(isolateFigures(`${once} ثم 30-40%`)).toBe(`${once} ثم \u206630-40%\u2069`);
  });

  it('leaves ICU arguments, plural selectors and entities alone', () => {
    expect(isolateMessageFigures({ a: '{count, plural, =0 {لا شيء} other {# عناصر}}', b: ['{value}%'] })).toEqual({ a: '{count, plural, =0 {لا شيء} other {# عناصر}}', b: ['\u2066{value}%\u2069'] });
    expect(isolateFiguresInHtml('<p>من 8-12 أسبوعاً &#39;<a href="/a/1">1</a></p><pre dir="ltr">ROI = 1 / 2</pre>')).toBe(
      '<p>من <bdi dir="ltr">8-12</bdi> أسبوعاً &#39;<a href="/a/1"><bdi dir="ltr">1</bdi></a></p><pre dir="ltr">ROI = <bdi dir="ltr">1</bdi> / <bdi dir="ltr">2</bdi></pre>',
    );
  });

  it('splits text into plain parts and figures', () => {
    expect(figureParts('خفض 10-25% سنوياً')).toEqual([
      { text: 'خفض ', figure: false },
      { text: '10-25%', figure: true },
      { text: ' سنوياً', figure: false },
    ]);
  });
});
