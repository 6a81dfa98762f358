import { describe, expect, it } from 'vitest';
import { planCopy } from './pricing';

const plan = (minUsers: number, sites: number) => ({ id: 'essentials' as const, monthly: 129, annual: 109, minUsers, sites });
const lines = (minUsers: number, sites: number) => planCopy.essentials.includes(plan(minUsers, sites)).slice(4, 6);

describe('published plan counts read as a person would write them', () => {
  it('in English: one user, one site', () => {
    expect(lines(1, 1).map((line) => line.en)).toEqual(['From 1 named user; occupants and tenants report faults free', 'Up to 1 site']);
    expect(lines(5, 3).map((line) => line.en)).toEqual(['From 5 named users; occupants and tenants report faults free', 'Up to 3 sites']);
  });

  it('in Arabic: singular, dual, plural from 3 to 10, accusative singular from 11', () => {
    const arabic = (users: number, sites: number) => lines(users, sites).map((line) => line.ar.split('،')[0]);
    expect(arabic(1, 1)).toEqual(['ابتداءً من 1 مستخدم مسمّى', 'حتى 1 موقع']);
    expect(arabic(2, 2)).toEqual(['ابتداءً من 2 مستخدمَين مسمّيَين', 'حتى 2 موقعَين']);
    expect(arabic(10, 3)).toEqual(['ابتداءً من 10 مستخدمين مسمّين', 'حتى 3 مواقع']);
    expect(arabic(25, 11)).toEqual(['ابتداءً من 25 مستخدماً مسمّى', 'حتى 11 موقعاً']);
    expect(arabic(100, 100)).toEqual(['ابتداءً من 100 مستخدم مسمّى', 'حتى 100 موقع']);
  });
});
