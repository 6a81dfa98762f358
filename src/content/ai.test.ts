import { describe, expect, it } from 'vitest';
import { aiChatSamples, aiRecommendations, aiResults, aiSectors } from './ai';
import { recommendationPriorities, recommendationTypes, type Text } from './types';

const figures = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

function allTexts(): [string, Text][] {
  return [
    ...aiChatSamples.flatMap((s, i): [string, Text][] => [[`chat ${i} question`, s.question], [`chat ${i} answer`, s.answer]]),
    ...aiRecommendations.flatMap((r): [string, Text][] => [[`${r.id} title`, r.title], [`${r.id} description`, r.description], [`${r.id} action`, r.action]]),
    ...aiSectors.flatMap((s): [string, Text][] => [
      [`${s.id} title`, s.title],
      [`${s.id} tagline`, s.tagline],
      ...s.features.flatMap((f, i): [string, Text][] => [[`${s.id} feature ${i}`, f.title], [`${s.id} feature ${i} description`, f.description]]),
    ]),
    ...aiResults.flatMap((r): [string, Text][] => [[`${r.id} label`, r.label], [`${r.id} description`, r.description]]),
  ];
}

describe('AI page content', () => {
  it('has the counts of spec §9: 10 chat samples, 20 recommendations, 4 sectors of 4 features', () => {
    expect(aiChatSamples).toHaveLength(10);
    expect(aiRecommendations).toHaveLength(20);
    expect(new Set(aiRecommendations.map((r) => r.id)).size).toBe(20);
    expect(aiSectors.map((s) => s.id)).toEqual(['medical', 'commercial', 'residential', 'industrial']);
    for (const sector of aiSectors) expect(sector.features, sector.id).toHaveLength(4);
  });

  it('uses every recommendation type and priority of the spec', () => {
    expect(new Set(aiRecommendations.map((r) => r.type))).toEqual(new Set(recommendationTypes));
    expect(new Set(aiRecommendations.map((r) => r.priority))).toEqual(new Set(recommendationPriorities));
  });

  it('states its results as upper bounds, the ranges of the facts module (not the spec’s 42%, 67%, 89%, 95%)', () => {
    expect(aiResults.map((r) => [r.percent, r.label.en])).toEqual([
      [25, 'Lower maintenance spend, at most'],
      [45, 'Faster response, at most'],
      [20, 'More jobs per technician, at most'],
      [40, 'Less unplanned downtime, at most'],
    ]);
  });

  it('is written in both languages, the Arabic in Arabic script without Latin words', () => {
    for (const [where, text] of allTexts()) {
      expect(text.en.trim(), where).not.toBe('');
      expect(text.ar, where).toMatch(/[\u0600-\u06FF]/);
      expect(text.ar, where).not.toMatch(/[A-Za-z]/);
    }
  });

  it('keeps every figure identical in both languages', () => {
    for (const [where, text] of allTexts()) expect(figures(text.ar), where).toEqual(figures(text.en));
  });
});
