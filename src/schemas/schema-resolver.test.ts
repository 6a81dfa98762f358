import { describe, expect, it } from 'vitest';
import { questionSchema } from './question';
import { detailedDemoRequestSchema } from './demo';
import { schemaResolver } from '@/lib/form';

describe('schemaResolver', () => {
  const question = schemaResolver(questionSchema);

  it('gives the schema’s parsed values when they pass, and no errors', async () => {
    const result = await question({ category: 'general', question: '  How does PPM scheduling work in Ramadan?  ', email: '' });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ category: 'general', question: 'How does PPM scheduling work in Ramadan?' });
  });

  it('gives each refused field its first issue, as the key the form translates', async () => {
    const result = await question({ category: 'nonsense', question: '', email: 'not-an-address' });
    expect(result.values).toEqual({});
    expect(Object.keys(result.errors).sort()).toEqual(['category', 'email', 'question']);
    for (const error of Object.values(result.errors)) {
      expect(error?.type).not.toBe('server');
      expect(error?.message).toMatch(/^[a-zA-Z.]+$/);
    }
  });

  it('names an array field by its own name, not by its element', async () => {
    const result = await schemaResolver(detailedDemoRequestSchema)({ interestedSolutions: [] });
    expect(Object.keys(result.errors)).toContain('interestedSolutions');
    expect(Object.keys(result.errors).some((name) => name.includes('.'))).toBe(false);
  });
});
