import { describe, expect, it } from 'vitest';
import { checklistCategories } from './checklist-categories';
import { eventTypes, eventsPage } from './events';
import { seedEvents } from './seed-events';
import { askFaqGroups, askPage, askTiles, supportChannelsFor, supportFaqGroups, supportHours, supportPage, telHref } from './help';
import { staticRoutes } from './routes';
import { site } from './site';
import { collectTexts, figures, latinWords } from './text-checks';
import { allResourcesLink, checklistPage, checklistTemplates, maintenancePage, qrPage, roiPage } from './tools';

/** The channels with the seed contacts (pages pass the published ones: contactsOf). */
const supportChannels = supportChannelsFor({ phone: site.supportPhone, email: site.supportEmail, hours: supportHours });

describe('free tools content (spec §2.9)', () => {
  it('lists every tool page in the sitemap routes, and not the personal unsubscribe page', () => {
    for (const path of ['roi-calculator', 'maintenance-calculator', 'qr-generator', 'checklist-generator', 'ask-anything', 'support', 'events']) {
      expect(staticRoutes).toContain(`/resources/${path}`);
    }
    expect(staticRoutes.some((route) => route.includes('unsubscribe'))).toBe(false);
  });

  it('has the three checklist templates of the spec, each filling a real category', () => {
    expect(checklistTemplates.map((template) => template.title.en)).toEqual(['Daily Equipment Inspection', 'HVAC Monthly Maintenance', 'Facility Safety Walkthrough']);
    for (const template of checklistTemplates) {
      expect(checklistCategories).toContain(template.category);
      expect(template.items.length, template.id).toBeGreaterThanOrEqual(5);
    }
  });

  it('asks with three FAQ groups of four answered questions, three help tiles and the promises', () => {
    expect(askFaqGroups.map((group) => group.title.en)).toEqual(['Getting Started', 'Features & Functionality', 'Troubleshooting']);
    for (const group of askFaqGroups) expect(group.faqs, group.id).toHaveLength(4);
    expect(askTiles.map((tile) => tile.title.en)).toEqual(['WhatsApp', 'Help Center', 'Expert Call']);
    // No unverifiable counts or ratings (issue 33): the answer time, the hours, the contract emergency line.
    expect(askPage.stats.map((stat) => stat.value.en)).toEqual(['1', '9:00-18:00', '24/7']);
    expect(askPage.hero.promise.en).toBe('Answer within one working hour');
    expect(askPage.hero.promiseDetail.en).toMatch(/Sunday-Thursday, 9:00-18:00 Riyadh time/);
  });

  it('supports through four channels, Call Now dialling the support number, three FAQ groups and the hours', () => {
    expect(supportChannels.map((channel) => channel.id)).toEqual(['whatsapp', 'phone', 'email', 'help-center']);
    // The spec's live chat is WhatsApp (decisions.md), through the redirect that counts the click.
    expect(supportChannels[0]!.action.href).toBe('/go/whatsapp');
    const phone = supportChannels.find((channel) => channel.id === 'phone')!;
    expect(phone.action).toEqual({ href: 'tel:+966115204400', label: { en: 'Call Now', ar: 'اتصل الآن' } });
    expect(telHref(site.supportPhone)).toBe('tel:+966115204400');
    expect(supportChannels.find((channel) => channel.id === 'email')!.action.href).toBe(`mailto:${site.supportEmail}`);
    expect(supportFaqGroups).toHaveLength(3);
    expect(supportHours.en).toBe('Sunday-Thursday, 9:00-18:00 Riyadh time');
  });

  it('dials and writes to the contacts it is given, and shows their hours', () => {
    const hours = { en: 'Sunday-Thursday, 8:00-17:00 Riyadh time', ar: 'من الأحد إلى الخميس، 8:00-17:00 بتوقيت الرياض' };
    const channels = supportChannelsFor({ phone: '+966126001234', email: 'help@example.sa', hours });
    expect(channels.find((channel) => channel.id === 'phone')).toMatchObject({ detail: hours, action: { href: 'tel:+966126001234' } });
    expect(channels.find((channel) => channel.id === 'email')!.action.href).toBe('mailto:help@example.sa');
  });

  it('shows three event types; seeds three past events (two online, so recorded) and two upcoming ones', () => {
    expect(eventTypes).toHaveLength(3);
    const past = seedEvents.filter((event) => 'date' in event.when);
    expect(past).toHaveLength(3);
    expect(past.filter((event) => event.place === null)).toHaveLength(2);
    for (const event of past) expect('date' in event.when && event.when.date < new Date().toISOString().slice(0, 10), event.slug).toBe(true);
    expect(seedEvents.filter((event) => 'daysFromNow' in event.when)).toHaveLength(2);
  });

  it('links only to pages of the site, calls and e-mails, never "#"', () => {
    const hrefs = [
      allResourcesLink.href,
      ...[roiPage, maintenancePage, qrPage, checklistPage].flatMap((page) => [page.cta.primary.href, page.cta.secondary.href]),
      ...[...askTiles, ...supportChannels].map((channel) => channel.action.href),
      askPage.cta.primary.href,
      askPage.cta.secondary.href,
      supportPage.cta.primary.href,
      supportPage.cta.secondary.href,
    ];
    for (const href of hrefs) expect(href, href).toMatch(/^(\/[a-z-/]+|tel:\+\d+|mailto:\S+@\S+)$/);
  });

  describe('copy', () => {
    const texts = collectTexts({ roiPage, maintenancePage, qrPage, checklistPage, checklistTemplates, askPage, askTiles, askFaqGroups, supportPage, supportChannels, supportFaqGroups, supportHours, eventsPage, eventTypes, seedEvents, allResourcesLink });

    it('is written in both languages, the Arabic in Arabic', () => {
      expect(texts.length).toBeGreaterThan(250);
      for (const { path, text } of texts) {
        expect(text.en.trim(), path).not.toBe('');
        if (/[A-Za-z]/.test(text.en)) expect(text.ar, path).toMatch(/[\u0600-\u06FF]/);
        // {placeholders} are filled with copy of the same language.
        expect(latinWords(text.ar.replace(/\{\w+\}/g, '')), path).toEqual([]);
      }
    });

    it('keeps every figure identical in both languages, with Western digits', () => {
      for (const { path, text } of texts) {
        expect(figures(text.ar), path).toEqual(figures(text.en));
        expect(text.ar, path).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
      }
    });
  });
});
