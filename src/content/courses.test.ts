import { describe, expect, it } from 'vitest';
import {
  courseCategories,
  courseCategoryIds,
  courseLevels,
  courses,
  coursesPage,
  featuredCourseIds,
  findCourse,
  learningCatalogue,
  learningCenterPage,
  learningPaths,
} from './courses';
import { collectTexts, figures, latinWords } from './text-checks';

describe('free courses (spec §2.9, §3, §9)', () => {
  it('has the category row of the spec, in order', () => {
    expect(courseCategories.map((category) => category.title.en)).toEqual([
      'Fundamentals',
      'Asset Management',
      'Maintenance',
      'Energy',
      'Technology',
      'Compliance',
    ]);
    expect(courseCategories.map((category) => category.id)).toEqual([...courseCategoryIds]);
  });

  it('has six course cards, at least one in every category, so no filter shows an empty list', () => {
    expect(courses).toHaveLength(6);
    expect(new Set(courses.map((course) => course.id)).size).toBe(6);
    for (const id of courseCategoryIds) expect(courses.some((course) => course.category === id), id).toBe(true);
  });

  it('keeps durations 3-6 h, ratings 4.5-4.9, every course free, and all three levels', () => {
    for (const course of courses) {
      expect(course.durationHours, course.id).toBeGreaterThanOrEqual(3);
      expect(course.durationHours, course.id).toBeLessThanOrEqual(6);
      expect(course.rating, course.id).toBeGreaterThanOrEqual(4.5);
      expect(course.rating, course.id).toBeLessThanOrEqual(4.9);
      expect(course.price).toBe('free');
      expect(course.students, course.id).toBeGreaterThan(0);
      // The Arabic "{count} وحدات" and "{count} ساعات" are the plural forms for 3 to 10.
      expect(course.modules, course.id).toBeGreaterThanOrEqual(3);
      expect(course.modules, course.id).toBeLessThanOrEqual(10);
      expect(course.outcomes.length, course.id).toBeGreaterThanOrEqual(3);
    }
    expect(Math.min(...courses.map((course) => course.durationHours))).toBe(3);
    expect(Math.max(...courses.map((course) => course.durationHours))).toBe(6);
    expect(Math.min(...courses.map((course) => course.rating))).toBe(4.5);
    expect(Math.max(...courses.map((course) => course.rating))).toBe(4.9);
    expect(new Set(courses.map((course) => course.level))).toEqual(new Set(courseLevels));
  });

  it('stays within the 12K+ students the page claims', () => {
    expect(courses.reduce((sum, course) => sum + course.students, 0)).toBeLessThanOrEqual(12_000);
  });

  it('has three learning paths of 4/6/8 courses and 16/28/42 hours, each starting with a listed course', () => {
    expect(learningPaths.map((path) => path.id)).toEqual(['beginner', 'professional', 'expert']);
    expect(learningPaths.map((path) => path.courseCount)).toEqual([4, 6, 8]);
    expect(learningPaths.map((path) => path.hours)).toEqual([16, 28, 42]);
    expect(learningPaths.map((path) => path.level)).toEqual(['beginner', 'intermediate', 'advanced']);
    for (const path of learningPaths) expect(() => findCourse(path.firstCourseId)).not.toThrow();
  });

  it('features four existing courses in the Learning Center', () => {
    expect(featuredCourseIds).toHaveLength(4);
    for (const id of featuredCourseIds) expect(() => findCourse(id)).not.toThrow();
  });

  it('shows the spec figures: 50+ courses and 15K+ students (Learning Center), 25+ and 12K+ (Free Courses)', () => {
    expect(learningCenterPage.stats.map((stat) => stat.value.en)).toEqual(expect.arrayContaining(['50+', '15K+']));
    expect(coursesPage.stats.map((stat) => stat.value.en)).toEqual(expect.arrayContaining(['25+', '12K+']));
    expect(learningCenterPage.meta.description.en).toContain('50+');
    expect(coursesPage.meta.description.en).toMatch(/25\+.*12K\+/);
  });
});

describe('course copy', () => {
  const texts = collectTexts({ courseCategories, courses, learningPaths, learningCenterPage, coursesPage, learningCatalogue });

  it('is written in both languages, the Arabic in Arabic', () => {
    expect(texts.length).toBeGreaterThan(100);
    for (const { path, text } of texts) {
      expect(text.en.trim(), path).not.toBe('');
      expect(text.ar.trim(), path).not.toBe('');
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
