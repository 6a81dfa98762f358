import { describe, expect, it } from 'vitest';
import { visualUnits } from './visual-units';

describe('visualUnits', () => {
  it('splits English into words', () => {
    expect(visualUnits('Summer  readiness for chillers', 'en')).toEqual(['Summer', 'readiness', 'for', 'chillers']);
  });

  it('keeps a run of Latin words and numbers inside Arabic together, in its own order', () => {
    expect(visualUnits('متطلبات Saudi Building Code 2024 للمباني', 'ar')).toEqual(['متطلبات', 'Saudi Building Code 2024', 'للمباني']);
    expect(visualUnits('كيف يعمل Siyana', 'ar')).toEqual(['كيف', 'يعمل', 'Siyana']);
  });
});
