import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moduleInterests } from './demo-options';
import { toE164 } from '@/lib/phone';
import { shortDemoRequestSchema } from './demo';

const valid = {
  name: 'Nora Saleh',
  email: 'nora@example.sa',
  phone: '0551234567',
  company: '',
  companySize: '51-200',
  moduleInterest: 'ic',
  slotStart: '2026-11-25T07:30:00.000Z',
};

/** The first error key of each failing field. */
function errorsOf(input: Record<string, unknown>) {
  const result = shortDemoRequestSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('short demo request schema', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Tuesday 24 November 2026, 12:00 in Riyadh.
    vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('accepts a complete request and stores the phone in E.164, the company optional', () => {
    const parsed = shortDemoRequestSchema.parse(valid);
    expect(parsed).toMatchObject({ name: 'Nora Saleh', phone: '+966551234567', moduleInterest: 'ic', slotStart: '2026-11-25T07:30:00.000Z' });
    expect(shortDemoRequestSchema.parse({ ...valid, company: undefined }).company).toBeUndefined();
    expect(shortDemoRequestSchema.parse({ ...valid, company: '  Harbi Facilities ' }).company).toBe('Harbi Facilities');
  });

  it('asks for every required field with its own message', () => {
    expect(errorsOf({})).toEqual({
      name: 'fullName',
      email: 'invalidEmail',
      phone: 'phoneFormat',
      companySize: 'companySize',
      moduleInterest: 'moduleInterest',
      slotStart: 'preferredTime',
    });
    expect(errorsOf({ ...valid, slotStart: '' })).toEqual({ slotStart: 'preferredTime' });
    expect(errorsOf({ ...valid, name: ' A ' })).toEqual({ name: 'fullName' });
  });

  it('offers our own modules only: the six core systems, the AI features and the whole platform', () => {
    expect(moduleInterests).toEqual(['ppc', 'ppm', 'ic', 'em', 'sm', 'cm', 'ai', 'platform']);
    for (const old of ['erp', 'crm', 'hr', 'accounting', 'inventory', 'pos', 'ecommerce', 'other']) expect(errorsOf({ ...valid, moduleInterest: old })).toEqual({ moduleInterest: 'moduleInterest' });
  });

  it('takes a slot start as the slots API writes it (ISO UTC, whole minutes); the calendar is checked when booking', () => {
    for (const bad of ['2026-11-25', '2026-11-25T10:30', '2026-11-25T07:30:00Z', '2026-11-25T07:30:15.000Z', '2026-11-25T07:30:00.000+03:00', '2026-11-25T25:00:00.000Z', '2026-13-01T07:30:00.000Z', '2026-02-31T07:30:00.000Z', '2026-11-25T07:60:00.000Z']) {
      expect(errorsOf({ ...valid, slotStart: bad }), bad).toEqual({ slotStart: 'slotStart' });
    }
  });
});

describe('phone numbers', () => {
  it('take Saudi mobiles written locally or with +966 / 00966, in E.164', () => {
    for (const input of ['0551234567', '055 123 4567', '055-123-4567', '+966551234567', '+966 55 123 4567', '00966551234567', '٠٥٥١٢٣٤٥٦٧']) expect(toE164(input)).toBe('+966551234567');
  });

  it('take any other number written with its country code', () => {
    expect(toE164('+971 50 123 4567')).toBe('+971501234567');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('+1 (212) 555-0100')).toBe('+12125550100');
    expect(toE164('+966 11 234 5678')).toBe('+966112345678');
  });

  it('refuse numbers without a country code that are not Saudi mobiles, wrong lengths and text', () => {
    for (const input of ['', '12345', '055123456', '05512345678', '0112345678', '966551234567', '+9665512345678', '+44 20', 'call me', '0551234567 ext 2']) {
      expect(toE164(input), input).toBeNull();
    }
  });
});

