import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import { pickNamespaces } from './island-messages';

describe('island messages', () => {
  it('keep the namespaces they name, at their place in the tree, and nothing else', () => {
    expect(pickNamespaces(en, ['Ai.roi', 'Ai.panel'])).toEqual({ Ai: { roi: en.Ai.roi, panel: en.Ai.panel } });
    expect(pickNamespaces(en, ['DemoForm', 'DemoBooking.form'])).toEqual({ DemoForm: en.DemoForm, DemoBooking: { form: en.DemoBooking.form } });
  });

  it('never change the request’s own messages', () => {
    const messages = structuredClone(en);
    pickNamespaces(messages, ['Tools', 'Tools.roi', 'Ai.roi']);
    expect(messages).toEqual(en);
  });

  it('refuse a namespace that is not there', () => {
    expect(() => pickNamespaces(en, ['Ai.nothing'])).toThrow('Ai.nothing');
  });
});
