import { describe, expect, it } from 'vitest';
import { courses } from './courses';
import { customerSuccessPage, successPhases, successServices } from './customer-success';
import { guides } from './guides';
import { featuredGuideId, featuredResources, guideTools, hubMore, hubPage, hubTools } from './hub';
import { partnerLevels, partnerSteps, partnershipEnquiryHref, partnershipTypes, partnershipsPage } from './partnerships';
import { sectorIds } from './sectors';
import { customerStories, storiesPage } from './stories';
import { collectTexts, figures, latinWords } from './text-checks';

describe('Resource Hub (spec §2.9)', () => {
  it('has three featured resources: a guide, a webinar series and the case studies', () => {
    expect(featuredResources.map((resource) => resource.id)).toEqual(['guide', 'webinars', 'case-studies']);
  });

  it('features the playbook and lists five more guides, each with a page and a tool to practise with', () => {
    expect(guides).toHaveLength(6);
    expect(guides[0]!.id).toBe(featuredGuideId);
    expect(featuredResources[0]!.action.href).toBe(`/resources/guides/${featuredGuideId}`);
    for (const guide of guides) expect(guideTools[guide.id]?.href, guide.id).toMatch(/^\/resources\/[a-z-]+$/);
  });

  it('links the four tools that exist, and no energy calculator', () => {
    expect(hubTools.map((tool) => tool.href)).toEqual([
      '/resources/roi-calculator',
      '/resources/maintenance-calculator',
      '/resources/qr-generator',
      '/resources/checklist-generator',
    ]);
  });

  it('counts its free guides, courses and tools (not the spec\'s 500+) and promises no weekly updates or monthly events it cannot show', () => {
    expect(hubPage.stats.map((stat) => stat.value.en)).toEqual([String(guides.length + courses.length + hubTools.length), String(guides.length), '1', '2']);
    expect(JSON.stringify(hubPage)).not.toContain('24/7');
    expect(JSON.stringify(hubPage)).not.toMatch(/weekly|monthly|every week/i);
  });

  it('never links to "#": actions go to pages or to anchors the page has', () => {
    const anchors = new Set(['#guides', '#tools']);
    const hrefs = [
      ...featuredResources.map((resource) => resource.action.href),
      hubPage.hero.primary.href,
      hubPage.hero.secondary.href,
      ...hubMore.map((item) => item.href),
    ];
    for (const href of hrefs) {
      expect(href).not.toBe('#');
      if (href.startsWith('#')) expect(anchors.has(href), href).toBe(true);
      else expect(href).toMatch(/^\/[a-z-/]+(#[a-z-]+)?$/);
    }
  });
});

describe('Customer stories, Partnerships, Customer success (spec §2.9)', () => {
  it('tells six stories, one per sector, about anonymised operators', () => {
    expect(customerStories).toHaveLength(6);
    expect(new Set(customerStories.map((story) => story.sector))).toEqual(new Set(sectorIds));
    for (const story of customerStories) expect(story.results, story.id).toHaveLength(3);
    expect(storiesPage.hero.lead.en).toMatch(/anonymous: .* asked us not to\./);
    expect(storiesPage.hero.lead.en).toMatch(/one customer’s results, not what every site in the sector will see/);
  });

  it('has three partnership types and the Bronze, Silver and Gold levels with requirements and benefits', () => {
    expect(partnershipTypes.map((type) => type.id)).toEqual(['implementation', 'technology', 'referral']);
    expect(partnerLevels.map((level) => level.name.en)).toEqual(['Bronze', 'Silver', 'Gold']);
    for (const level of partnerLevels) {
      expect(level.requirements.length, level.id).toBeGreaterThanOrEqual(3);
      expect(level.benefits.length, level.id).toBeGreaterThanOrEqual(4);
    }
    expect(partnerSteps).toHaveLength(3);
    expect(partnershipEnquiryHref).toBe('/partners/apply');
  });

  it('walks through onboarding, implementation, optimization and growth', () => {
    expect(successPhases.map((phase) => phase.title.en)).toEqual(['Onboarding', 'Implementation', 'Optimization', 'Growth']);
    // What we commit to, not invented success rates (issue 33): support hours, answer time, the contract emergency line.
    expect(customerSuccessPage.stats.map((stat) => stat.value.en)).toEqual(['9:00-18:00', '1', '24/7']);
    expect(customerSuccessPage.stats[2]!.label.en).toMatch(/under contract/);
    for (const service of successServices) if (service.link) expect(service.link.href).toMatch(/^\/resources\//);
  });
});

describe('resource page copy', () => {
  const texts = collectTexts({
    featuredResources,
    guides,
    hubTools,
    hubPage,
    customerStories,
    storiesPage,
    partnershipTypes,
    partnerLevels,
    partnerSteps,
    partnershipsPage,
    successPhases,
    successServices,
    customerSuccessPage,
  });

  it('is written in both languages, the Arabic in Arabic', () => {
    expect(texts.length).toBeGreaterThan(200);
    for (const { path, text } of texts) {
      expect(text.en.trim(), path).not.toBe('');
      if (/[A-Za-z]/.test(text.en)) expect(text.ar, path).toMatch(/[\u0600-\u06FF]/);
      expect(latinWords(text.ar), path).toEqual([]);
    }
  });

  it('keeps every figure identical in both languages, with Western digits', () => {
    for (const { path, text } of texts) {
      expect(figures(text.ar), path).toEqual(figures(text.en));
      expect(text.ar, path).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    }
  });
});
