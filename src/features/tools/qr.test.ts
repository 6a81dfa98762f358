import { describe, expect, it } from 'vitest';
import { assetCategories, assetFromQuery, assetQrText, assetQuery, canGenerate, emptyAsset, labelFileName } from './qr';

const words = { asset: 'Asset', id: 'ID', category: 'Category', location: 'Location', description: 'Description' };
const chiller = { name: 'Chiller 2', id: 'CH-014', location: 'Roof, Tower B', description: 'Carrier 300 TR, serviced quarterly', category: 'HVAC' as const };

describe('QR generator (spec §3, §5)', () => {
  it('offers the six categories with Equipment as the default', () => {
    expect([...assetCategories]).toEqual(['Equipment', 'HVAC', 'Electrical', 'Plumbing', 'Safety', 'IT']);
    expect(emptyAsset.category).toBe('Equipment');
  });

  it('generates only with an asset name and an asset ID', () => {
    expect(canGenerate(emptyAsset)).toBe(false);
    expect(canGenerate({ ...emptyAsset, name: 'Pump' })).toBe(false);
    expect(canGenerate({ ...emptyAsset, name: 'Pump', id: '   ' })).toBe(false);
    expect(canGenerate({ ...emptyAsset, name: 'Pump', id: 'P-1' })).toBe(true);
  });

  it('encodes the filled details, one per line', () => {
    expect(assetQrText(chiller, words, 'HVAC')).toBe('Asset: Chiller 2\nID: CH-014\nCategory: HVAC\nLocation: Roof, Tower B\nDescription: Carrier 300 TR, serviced quarterly');
    expect(assetQrText({ ...emptyAsset, name: ' Pump ', id: 'P-1' }, words, 'Equipment')).toBe('Asset: Pump\nID: P-1\nCategory: Equipment');
  });

  it('round-trips the details through a shared link, Arabic included', () => {
    const arabic = { ...chiller, name: 'مبرد رقم 2', location: 'السطح، البرج ب' };
    expect(assetFromQuery(assetQuery(arabic))).toEqual(arabic);
    expect(assetFromQuery(`?${assetQuery(chiller)}`)).toEqual(chiller);
  });

  it('ignores a link without name or ID and an unknown category', () => {
    expect(assetFromQuery('name=Pump')).toBeNull();
    expect(assetFromQuery('name=Pump&id=P-1&category=Rockets')).toEqual({ ...emptyAsset, name: 'Pump', id: 'P-1' });
    expect(assetFromQuery(`name=${'x'.repeat(500)}&id=P-1`)?.name).toHaveLength(80);
  });

  it('names the downloaded label after the asset ID', () => {
    expect(labelFileName(chiller)).toBe('qr-label-CH-014.png');
    expect(labelFileName({ ...chiller, id: 'مبرد/7' })).toBe('qr-label-7.png');
    expect(labelFileName({ ...chiller, id: 'مبرد' })).toBe('qr-label-asset.png');
  });
});
