import { describe, expect, it } from 'vitest';
import { missingKindOf } from './missing-kind';

describe('missingKindOf', () => {
  it('names the section of a missing slug in either language', () => {
    expect(missingKindOf('/sector/unknown')).toBe('sector');
    expect(missingKindOf('/ar/sector/unknown')).toBe('sector');
    expect(missingKindOf('/feature/x/')).toBe('feature');
    expect(missingKindOf('/ar/feature/x')).toBe('feature');
    expect(missingKindOf('/resources/blog/nope')).toBe('article');
    expect(missingKindOf('/ar/resources/blog/%D9%85%D9%82%D8%A7%D9%84')).toBe('article');
    expect(missingKindOf('/ar/resources/guides/nope')).toBe('guide');
    expect(missingKindOf('/resources/courses/nope')).toBe('course');
    expect(missingKindOf('/ar/resources/courses/nope/')).toBe('course');
    expect(missingKindOf('/resources/events/nope')).toBe('event');
    expect(missingKindOf('/ar/resources/events/nope/')).toBe('event');
  });

  it('treats anything else as a missing page', () => {
    expect(missingKindOf(undefined)).toBe('page');
    expect(missingKindOf('/no-such-page')).toBe('page');
    expect(missingKindOf('/ar/nothing-here/at/all')).toBe('page');
    expect(missingKindOf('/sector/a/b')).toBe('page');
    expect(missingKindOf('/sector/')).toBe('page');
    expect(missingKindOf('/arsector/x')).toBe('page');
    expect(missingKindOf('/resources/blogs/x')).toBe('page');
    expect(missingKindOf('/resources/courses/a/b')).toBe('page');
    expect(missingKindOf('/resources/course/x')).toBe('page');
    expect(missingKindOf('/resources/events/a/b')).toBe('page');
  });
});
