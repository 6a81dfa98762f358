import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  expectCleanFigures,
  expectFitsPhone,
  expectPageBasics,
  expectPrintSheetOnly,
  expectRealLinks,
  locales,
  pdfPageCount,
  prefix,
  printCount,
  stubPrint,
} from './tool-support';

const words = {
  en: {
    roi: { title: 'ROI Calculator', save: 'Save Results', download: 'Download Report', clear: 'Clear', numbersOnly: 'Numbers only: this entry counts as 0.', empty: 'Enter at least one cost to see your savings.', restored: 'Your saved figures are loaded.', saved: 'Saved in this browser' },
    maintenance: { title: 'Maintenance Cost Calculator', save: 'Save Analysis', download: 'Download Report', needsLife: 'Enter an expected life above 0 years to see the estimate.', pastLife: 'This asset has passed its expected life' },
    qr: { title: 'QR Label Generator', generate: 'Generate QR Code', download: 'Download PNG', copy: 'Copy Link', stale: 'You changed the details. Press Generate again to update the label.', copied: 'Link copied', name: 'Chiller 2', location: 'Roof, Tower B', description: '300 TR water-cooled chiller', hvac: 'HVAC', assetLine: 'Asset: Chiller 2', idLine: 'ID: CH-014', categoryLine: 'Category: HVAC' },
    checklist: {
      title: 'Checklist Generator', save: 'Save Checklist', download: 'Download PDF', add: 'Add Item', previewEmpty: 'Add a title to see the preview.',
      templates: ['Daily Equipment Inspection', 'HVAC Monthly Maintenance', 'Facility Safety Walkthrough'], useTemplate: 'Use Template',
      remove: (n: number) => `Remove item ${n}`, item: (n: number) => `Item ${n}`, open: (name: string) => `Open ${name}`, delete: (name: string) => `Delete ${name}`,
      signOff: ['Date', 'Inspector', 'Signature'], firstHvacItem: 'Clean or replace air filters', safetyItem: 'Emergency lighting working',
    },
  },
  ar: {
    roi: { title: 'حاسبة العائد على الاستثمار', save: 'حفظ النتائج', download: 'تنزيل التقرير', clear: 'مسح', numbersOnly: 'أرقام فقط: تُحتسب هذه القيمة صفراً.', empty: 'أدخل تكلفة واحدة على الأقل لترى وفوراتك.', restored: 'تم تحميل أرقامك المحفوظة.', saved: 'تم الحفظ في هذا المتصفح' },
    maintenance: { title: 'حاسبة تكلفة الصيانة', save: 'حفظ التحليل', download: 'تنزيل التقرير', needsLife: 'أدخل عمراً متوقعاً أكبر من صفر لعرض التقدير.', pastLife: 'تجاوز هذا الأصل عمره المتوقع' },
    qr: { title: 'مولّد ملصقات QR', generate: 'إنشاء رمز QR', download: 'تنزيل PNG', copy: 'نسخ الرابط', stale: 'غيّرت البيانات، فاضغط «إنشاء» مجدداً لتحديث الملصق.', copied: 'تم نسخ الرابط', name: 'المبرد رقم 2', location: 'السطح، البرج ب', description: 'مبرد مائي بقدرة 300 طن تبريد', hvac: 'التكييف والتهوية', assetLine: 'الأصل: المبرد رقم 2', idLine: 'الرقم: CH-014', categoryLine: 'الفئة: التكييف والتهوية' },
    checklist: {
      title: 'منشئ قوائم الفحص', save: 'حفظ القائمة', download: 'تنزيل PDF', add: 'إضافة بند', previewEmpty: 'أضف عنواناً لعرض المعاينة.',
      templates: ['الفحص اليومي للمعدات', 'الصيانة الشهرية للتكييف', 'جولة السلامة في المنشأة'], useTemplate: 'استخدم القالب',
      remove: (n: number) => `حذف البند ${n}`, item: (n: number) => `البند ${n}`, open: (name: string) => `فتح ${name}`, delete: (name: string) => `حذف ${name}`,
      signOff: ['التاريخ', 'المفتش', 'التوقيع'], firstHvacItem: 'تنظيف فلاتر الهواء أو استبدالها', safetyItem: 'إنارة الطوارئ تعمل',
    },
  },
} as const;

// On a phone, one language each, as before: the ROI calculator and the checklist in English, the
// maintenance calculator and the QR generator in Arabic.
for (const locale of locales) {
  const p = prefix(locale);
  const w = words[locale];

  test.describe(`ROI calculator (${locale})`, () => {
    test('computes live by §9, treats empty and non-numeric as 0, saves, restores and prints a report', async ({ page }) => {
      await stubPrint(page);
      await page.goto(`${p}/resources/roi-calculator`);
      await expectPageBasics(page, locale, w.roi.title);
      await expectRealLinks(page);
      // One savings model: net of Siyana's price (25 users by default), payback in months, SAR only.
      const total = page.getByTestId('roi-total');
      const roi = page.getByTestId('roi-percent');
      const payback = page.getByTestId('roi-payback');
      await expect(page.getByTestId('roi-platform')).toContainText('56,700');
      await expect(page.getByText(w.roi.empty)).toBeVisible();
      await expectNoAxeViolations(page);
      if (locale === 'en')
        await expectFitsPhone(page, async () => {
          await test.step('on a phone: the calculator shows its headline figures while the visitor types', async () => {
            // Net of the platform (25 users, SAR 56,700 a year): 1,200,000 × 8% − 56,700 = 39,300.
            await page.locator('#laborCosts').fill('1200000');
            await expect(page.locator('form').getByText(/SAR\s39,300/)).toBeInViewport();
          });
        });

      await page.locator('#laborCosts').fill('1200000');
      await page.locator('#maintenanceCosts').fill('800,000');
      // Arabic-Indic digits are read too.
      await page.locator('#energyCosts').fill(locale === 'ar' ? '١٥٠٠٠٠٠' : '1500000');
      await page.locator('#downtime').fill('300000');
      await expect(total).toContainText('329,300');
      await expect(roi).toContainText('581');
      await expect(payback).toContainText('2.1');
      const lines = { labor: '96,000', maintenance: '80,000', energy: '150,000', downtime: '60,000' };
      for (const [line, amount] of Object.entries(lines)) await expect(page.locator(`[data-line="${line}"]`)).toContainText(amount);
      await expect(page.locator('[data-line="labor"]')).toContainText(/8\s?[%٪]/);
      await expect(page.getByRole('link', { name: locale === 'en' ? 'See the plans and prices' : 'اطّلع على الخطط والأسعار' })).toHaveAttribute('href', `${p}/pricing`);

      // Non-numeric counts as 0, with a notice: 1,200,000 × 8% drops out (net 233,300, payback 2.9 months).
      await page.locator('#laborCosts').fill('a lot');
      await expect(page.getByText(w.roi.numbersOnly)).toBeVisible();
      await expect(total).toContainText('233,300');
      await expect(payback).toContainText('2.9');
      await expectNoAxeViolations(page, { include: '#calculator' });
      await page.locator('#laborCosts').fill('1200000');
      await expectCleanFigures(page);

      await page.getByRole('button', { name: w.roi.save }).click();
      await expect(page.getByRole('status').filter({ hasText: w.roi.saved })).toBeVisible();
      await page.reload();
      await expect(page.getByText(w.roi.restored)).toBeVisible();
      await expect(page.locator('#maintenanceCosts')).toHaveValue('800,000');
      await expect(total).toContainText('329,300');

      await page.getByRole('button', { name: w.roi.download }).click();
      expect(await printCount(page)).toBe(1);
      await expectPrintSheetOnly(page);
      const sheet = page.locator('[data-print-sheet]');
      for (const figure of ['3,800,000', '329,300', '581', '96,000', '56,700']) await expect(sheet).toContainText(figure);
      expect(await pdfPageCount(page)).toBe(1);
      await page.emulateMedia({ media: 'screen' });

      await page.getByRole('button', { name: w.roi.clear }).click();
      await expect(page.locator('#laborCosts')).toHaveValue('');
      await expect(total).not.toContainText('329,300');
    });
  });

  test.describe(`maintenance cost calculator (${locale})`, () => {
    test('defaults, guards the zero life, computes in SAR with every input, shows the formula, saves and prints', async ({ page }) => {
      await stubPrint(page);
      await page.goto(`${p}/resources/maintenance-calculator`);
      await expectPageBasics(page, locale, w.maintenance.title);
      await expectRealLinks(page);
      await expect(page.locator('#partsPercentage')).toHaveValue('2');
      await expect(page.locator('#maintenanceFrequency')).toHaveValue('12');
      expect(await page.locator('#maintenanceFrequency option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(['4', '6', '12', '24', '52']);
      // Expected life 0 by default: a clear message, never NaN or Infinity.
      await expect(page.getByTestId('maintenance-gap')).toHaveText(w.maintenance.needsLife);
      await expectCleanFigures(page);
      await expectNoAxeViolations(page);
      if (locale === 'ar') await expectFitsPhone(page);

      await page.locator('#assetValue').fill('250000');
      await page.locator('#currentAge').fill('4');
      await page.locator('#expectedLife').fill('10');
      await page.locator('#laborRate').fill('45');
      await page.locator('#partsPercentage').fill('3');
      await page.locator('#maintenanceFrequency').selectOption('4');
      // Ageing 1.2; labour 4 × 2 h × 45 × 1.2 = 432; parts 250,000 × 3% × 1.2 = 9,000; per visit 9,432 / 4.
      const expected = { 'annual-cost': '9,432', 'cost-per-maintenance': '2,358', 'labor-cost': '432', 'parts-cost': '9,000', originalValue: '250,000', currentValue: '150,000', remainingLife: '6', currentAge: '4', visits: '4' };
      for (const [id, value] of Object.entries(expected)) await expect(page.getByTestId(id)).toContainText(value);
      await expect(page.getByTestId('annual-cost')).toContainText(locale === 'en' ? 'SAR' : 'ريال');
      await expect(page.getByTestId('maintenance-formula')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByTestId('maintenance-formula')).toContainText('4 × 2 h');
      await expectNoAxeViolations(page, { include: '#calculator' });

      // The labour rate and the frequency move the answer as a technician expects.
      await page.locator('#laborRate').fill('90');
      await expect(page.getByTestId('labor-cost')).toContainText('864');
      await page.locator('#laborRate').fill('45');
      // Weekly: labour 52 × 2 × 45 × 1.2 = 5,616; annual 14,616; 281 a visit.
      await page.locator('#maintenanceFrequency').selectOption('52');
      await expect(page.getByTestId('annual-cost')).toContainText('14,616');
      await expect(page.getByTestId('cost-per-maintenance')).toContainText('281');
      // Past its life: value 0, remaining 0, and a note.
      await page.locator('#currentAge').fill('12');
      await expect(page.getByTestId('currentValue')).toContainText('0');
      await expect(page.getByTestId('remainingLife')).toContainText('0');
      await expect(page.getByText(w.maintenance.pastLife)).toBeVisible();
      await page.locator('#currentAge').fill('4');

      await page.locator('#expectedLife').fill('0');
      await expect(page.getByTestId('maintenance-gap')).toBeVisible();
      await expectCleanFigures(page);
      await page.locator('#expectedLife').fill('10');

      await page.getByRole('button', { name: w.maintenance.save }).click();
      await page.reload();
      await expect(page.locator('#assetValue')).toHaveValue('250000');
      await expect(page.locator('#maintenanceFrequency')).toHaveValue('52');
      await expect(page.locator('#partsPercentage')).toHaveValue('3');

      await page.getByRole('button', { name: w.maintenance.download }).click();
      expect(await printCount(page)).toBe(1);
      await expectPrintSheetOnly(page);
      await expect(page.locator('[data-print-sheet]')).toContainText('14,616');
      expect(await pdfPageCount(page)).toBe(1);
    });
  });

  test.describe(`QR label generator (${locale})`, () => {
    test('generates a real code that decodes, keeps the preview while editing, downloads a PNG and copies a reproducing link', async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await page.goto(`${p}/resources/qr-generator`);
      await expectPageBasics(page, locale, w.qr.title);
      await expectRealLinks(page);
      const generate = page.getByRole('button', { name: w.qr.generate });
      await expect(generate).toBeDisabled();
      await expect(page.locator('#assetCategory')).toHaveValue('Equipment');
      expect(await page.locator('#assetCategory option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(['Equipment', 'HVAC', 'Electrical', 'Plumbing', 'Safety', 'IT']);
      await expectNoAxeViolations(page);
      if (locale === 'ar') await expectFitsPhone(page);

      await page.locator('#assetName').fill(w.qr.name);
      await expect(generate).toBeDisabled();
      await page.locator('#assetId').fill('   ');
      await expect(generate).toBeDisabled();
      await page.locator('#assetId').fill('CH-014');
      await expect(generate).toBeEnabled();
      await page.locator('#assetLocation').fill(w.qr.location);
      await page.locator('#assetDescription').fill(w.qr.description);
      await page.locator('#assetCategory').selectOption('HVAC');
      await expect(page.getByTestId('qr-label')).toHaveCount(0);
      await generate.click();

      const label = page.getByTestId('qr-label');
      await expect(label).toBeVisible();
      for (const text of [w.qr.name, 'CH-014', w.qr.hvac, w.qr.location, w.qr.description]) await expect(label).toContainText(text);
      await expect(label.getByRole('img')).toBeVisible();
      await expectNoAxeViolations(page, { include: '#generator' });

      // Later edits keep the label and say it needs Generate again.
      await page.locator('#assetName').fill('');
      await expect(label).toBeVisible();
      await expect(page.getByText(w.qr.stale)).toBeVisible();
      await expect(generate).toBeDisabled();
      await page.locator('#assetName').fill(w.qr.name);
      await expect(page.getByText(w.qr.stale)).toHaveCount(0);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: w.qr.download }).click()]);
      expect(download.suggestedFilename()).toBe('qr-label-CH-014.png');
      const png = PNG.sync.read(await readFile((await download.path())!));
      const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
      expect(decoded?.data.split('\n')).toEqual([w.qr.assetLine, w.qr.idLine, w.qr.categoryLine, `${locale === 'en' ? 'Location' : 'الموقع'}: ${w.qr.location}`, `${locale === 'en' ? 'Description' : 'الوصف'}: ${w.qr.description}`]);

      await page.getByRole('button', { name: w.qr.copy }).click();
      await expect(page.getByRole('status').filter({ hasText: w.qr.copied })).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toContain(`${p}/resources/qr-generator?`);

      const shared = await context.newPage();
      await shared.goto(link);
      const sharedLabel = shared.getByTestId('qr-label');
      await expect(sharedLabel).toBeVisible();
      for (const text of [w.qr.name, 'CH-014', w.qr.hvac, w.qr.location]) await expect(sharedLabel).toContainText(text);
      await expect(shared.locator('#assetName')).toHaveValue(w.qr.name);
      await expect(shared.locator('#assetCategory')).toHaveValue('HVAC');
      // The same details make the same code.
      expect(await sharedLabel.locator('path').getAttribute('d')).toBe(await label.locator('path').getAttribute('d'));
    });
  });

  test.describe(`checklist generator (${locale})`, () => {
    test('preview rules, items, templates, saved drafts and a one-page printout', async ({ page }) => {
      await stubPrint(page);
      await page.goto(`${p}/resources/checklist-generator`);
      await expectPageBasics(page, locale, w.checklist.title);
      await expectRealLinks(page);
      const c = w.checklist;
      const preview = page.getByTestId('checklist-preview');
      await expect(preview).toHaveCount(0);
      await expect(page.getByText(c.previewEmpty)).toBeVisible();
      await expect(page.locator('#checklistCategory')).toHaveValue('maintenance');
      await expect(page.locator('#checklistCategory option')).toHaveCount(7);
      await expect(page.getByRole('button', { name: c.save })).toBeDisabled();
      await expect(page.getByRole('button', { name: c.download })).toBeDisabled();
      // One item: it cannot be removed.
      await expect(page.getByRole('button', { name: c.remove(1) })).toHaveCount(0);
      await expectNoAxeViolations(page);
      if (locale === 'en') await expectFitsPhone(page);

      await page.locator('#checklistTitle').fill('   ');
      await expect(preview).toHaveCount(0);
      await page.locator('#checklistTitle').fill('Roof plant weekly');
      await expect(preview).toBeVisible();
      for (const line of c.signOff) await expect(preview.getByTestId('sign-off')).toContainText(line);

      await page.getByRole('textbox', { name: c.item(1) }).fill('Check belts');
      await page.getByRole('button', { name: c.add }).click();
      await expect(page.getByRole('textbox', { name: c.item(2) })).toBeFocused();
      await page.getByRole('button', { name: c.add }).click();
      await page.getByRole('textbox', { name: c.item(3) }).fill('Log readings');
      // The blank second item is hidden from the preview.
      await expect(preview.locator('li')).toHaveCount(2);
      await expect(preview.locator('li')).toHaveText(['Check belts', 'Log readings']);
      await page.getByRole('button', { name: c.remove(2) }).click();
      await expect(page.getByRole('textbox', { name: c.item(3) })).toHaveCount(0);
      await page.getByRole('button', { name: c.remove(1) }).click();
      await expect(page.getByRole('button', { name: c.remove(1) })).toHaveCount(0);
      await expect(preview.locator('li')).toHaveText(['Log readings']);
      await expectNoAxeViolations(page, { include: '#generator' });

      // The three templates fill the form.
      const templateIds = ['daily-equipment', 'hvac-monthly', 'safety-walkthrough'];
      for (const [index, name] of c.templates.entries()) {
        const card = page.locator(`[data-template="${templateIds[index]}"]`);
        await expect(card.getByRole('heading')).toHaveText(name);
        await card.getByRole('button', { name: c.useTemplate }).click();
        await expect(page.locator('#checklistTitle')).toHaveValue(name);
        await expect(page.locator('#checklistCategory')).toHaveValue(['inspection', 'hvac', 'safety'][index]!);
        await expect(preview).toContainText(name);
      }
      await expect(preview).toContainText(c.safetyItem);
      await page.locator('[data-template="hvac-monthly"]').getByRole('button', { name: c.useTemplate }).click();
      await expect(page.getByRole('textbox', { name: c.item(1) })).toHaveValue(c.firstHvacItem);
      await expect(preview.locator('li')).toHaveCount(8);

      await page.getByRole('button', { name: c.save }).click();
      const drafts = page.getByTestId('drafts');
      await expect(drafts.locator('li')).toHaveCount(1);
      await expect(drafts).toContainText(c.templates[1]);
      // Saving the open draft again updates it rather than adding another.
      await page.locator('#checklistTitle').fill(`${c.templates[1]} B`);
      await page.getByRole('button', { name: c.save }).click();
      await expect(drafts.locator('li')).toHaveCount(1);

      await page.reload();
      await expect(page.getByTestId('drafts').locator('li')).toHaveCount(1);
      await expect(preview).toHaveCount(0);
      await page.getByRole('button', { name: c.open(`${c.templates[1]} B`) }).click();
      await expect(page.locator('#checklistTitle')).toHaveValue(`${c.templates[1]} B`);
      await expect(preview.locator('li')).toHaveCount(8);

      await page.getByRole('button', { name: c.download }).click();
      expect(await printCount(page)).toBe(1);
      await expectPrintSheetOnly(page);
      const sheet = page.locator('[data-print-sheet]');
      await expect(sheet).toContainText(c.firstHvacItem);
      for (const line of c.signOff) await expect(sheet).toContainText(line);
      expect(await pdfPageCount(page)).toBe(1);
      await page.emulateMedia({ media: 'screen' });

      await page.getByRole('button', { name: c.delete(`${c.templates[1]} B`) }).click();
      await expect(page.getByTestId('drafts')).toHaveCount(0);
    });
  });
}
