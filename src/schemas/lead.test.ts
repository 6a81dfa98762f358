import { describe, expect, it } from 'vitest';
import { erasureKinds } from './erasure';
import { kindsOfSource, leadKindMap, leadKinds, leadSources } from './lead';

describe('lead kinds, declared once', () => {
  it('give every kind a stored table that an erasure can name, and a name in the CRM webhook', () => {
    for (const kind of leadKinds) {
      expect(leadSources, kind).toContain(leadKindMap[kind].source);
      expect(erasureKinds, kind).toContain(leadKindMap[kind].source);
      expect(leadKindMap[kind].webhook, kind).toMatch(/^[a-z-]+$/);
    }
    expect(new Set(leadKinds.map((kind) => leadKindMap[kind].webhook)).size).toBe(leadKinds.length);
  });

  it('leave no table without a kind, so every erasure reaches the inbox and the webhook log', () => {
    for (const source of leadSources) expect(kindsOfSource(source).length, source).toBeGreaterThan(0);
    expect(kindsOfSource('demo-request')).toEqual(['demo-short', 'demo-detailed']);
    expect(kindsOfSource('resource-lead')).toEqual(['guide', 'course']);
  });
});
