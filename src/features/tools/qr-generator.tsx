'use client';

import { Copy as copyIcon, Download as downloadIcon, QrCode as qrCodeIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label, Select, Textarea } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast-store';
import { site } from '@/content/site';
import { cx } from '@/lib/cn';
import { ASSET_LIMITS, assetCategories, assetFromQuery, assetQrText, assetQuery, canGenerate, cleanAsset, emptyAsset, labelFileName, type AssetDetails } from './qr';
import { downloadBlob, drawLabel, makeQrMatrix, qrPath, type QrMatrix } from './qr-label';

const Copy = createIcon(copyIcon);
const Download = createIcon(downloadIcon);
const QrCode = createIcon(qrCodeIcon);

interface Generated {
  asset: AssetDetails;
  matrix: QrMatrix;
}

/** The QR label generator: asset form, a real code, PNG download and a link that rebuilds it. */
export function QrGenerator() {
  const t = useTranslations('Tools.qr');
  const common = useTranslations('Tools.common');
  const locale = useLocale();
  const hintId = useId();
  const [asset, setAsset] = useState<AssetDetails>(emptyAsset);
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [busy, setBusy] = useState(false);
  const [manualLink, setManualLink] = useState<string | null>(null);

  const categoryLabel = (category: AssetDetails['category']) => t(`categories.${category}`);
  const words = { asset: t('words.asset'), id: t('words.id'), category: t('words.category'), location: t('words.location'), description: t('words.description') };

  async function generate(details: AssetDetails, { reveal = false } = {}) {
    if (!canGenerate(details)) return;
    setBusy(true);
    try {
      const clean = cleanAsset(details);
      const matrix = await makeQrMatrix(assetQrText(clean, words, categoryLabel(clean.category)));
      setGenerated({ asset: clean, matrix });
      setManualLink(null);
      // On phones the preview is below the form: bring the new label into view.
      if (reveal && window.matchMedia('(max-width: 1023px)').matches) {
        requestAnimationFrame(() => document.getElementById('qr-preview-title')?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
      }
    } catch {
      toast({ variant: 'destructive', title: t('failed') });
    } finally {
      setBusy(false);
    }
  }

  // A shared link opens the page with its details filled in and the label generated.
  useEffect(() => {
    const shared = assetFromQuery(window.location.search);
    if (!shared) return;
    // The link's details are only readable in the browser, after the static page has loaded.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAsset(shared);
    void generate(shared);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  const set = (change: Partial<AssetDetails>) => setAsset((current) => ({ ...current, ...change }));
  const ready = canGenerate(asset);
  const stale = generated !== null && JSON.stringify(cleanAsset(asset)) !== JSON.stringify(generated.asset);

  async function download() {
    if (!generated) return;
    const { asset: shown, matrix } = generated;
    const lines = [`${words.id}: ${shown.id}`, `${words.category}: ${categoryLabel(shown.category)}`];
    if (shown.location) lines.push(`${words.location}: ${shown.location}`);
    if (shown.description) lines.push(shown.description);
    try {
      const blob = await drawLabel(matrix, { title: shown.name, lines, footer: t('scanHint'), brand: site.name }, { rtl: locale === 'ar', fontFamily: getComputedStyle(document.body).fontFamily });
      downloadBlob(blob, labelFileName(shown));
      toast({ title: t('downloaded') });
    } catch {
      toast({ variant: 'destructive', title: t('failed') });
    }
  }

  async function copyLink() {
    if (!generated) return;
    const link = `${window.location.origin}${window.location.pathname}?${assetQuery(generated.asset)}`;
    try {
      await navigator.clipboard.writeText(link);
      setManualLink(null);
      toast({ title: t('copied'), description: t('copiedText') });
    } catch {
      setManualLink(link);
      toast({ variant: 'destructive', title: t('copyFailed'), description: t('copyFailedText') });
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-start">
      <form
        className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-7"
        aria-labelledby="qr-form-title"
        onSubmit={(event) => {
          event.preventDefault();
          void generate(asset, { reveal: true });
        }}
      >
        <h3 id="qr-form-title" className="text-lg font-bold text-navy-900">
          {t('formTitle')}
        </h3>
        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          <FormField id="assetName" label={t('name')} required={common('required')}>
            {(aria) => <Input {...aria} required maxLength={ASSET_LIMITS.name} autoComplete="off" placeholder={t('namePlaceholder')} value={asset.name} onChange={(event) => set({ name: event.target.value })} />}
          </FormField>
          <FormField id="assetId" label={t('id')} required={common('required')}>
            {(aria) => <Input {...aria} required maxLength={ASSET_LIMITS.id} autoComplete="off" placeholder={t('idPlaceholder')} value={asset.id} onChange={(event) => set({ id: event.target.value })} />}
          </FormField>
          <FormField id="assetLocation" label={t('location')}>
            {(aria) => <Input {...aria} maxLength={ASSET_LIMITS.location} autoComplete="off" placeholder={t('locationPlaceholder')} value={asset.location} onChange={(event) => set({ location: event.target.value })} />}
          </FormField>
          <FormField id="assetCategory" label={t('category')}>
            {(aria) => (
              <Select {...aria} value={asset.category} onChange={(event) => set({ category: event.target.value as AssetDetails['category'] })}>
                {assetCategories.map((category) => (
                  <option key={category} value={category}>
                    {categoryLabel(category)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="assetDescription" className="sm:col-span-2" label={t('description')}>
            {(aria) => (
              <Textarea
                {...aria}
                rows={3}
                maxLength={ASSET_LIMITS.description}
                placeholder={t('descriptionPlaceholder')}
                value={asset.description}
                onChange={(event) => set({ description: event.target.value })}
              />
            )}
          </FormField>
        </div>
        <Button type="submit" size="lg" className="mt-6 w-full" disabled={!ready || busy} aria-describedby={ready ? undefined : hintId}>
          <QrCode aria-hidden />
          {t('generate')}
        </Button>
        {!ready && (
          <p id={hintId} className="mt-2 text-center text-sm text-muted">
            {t('generateHint')}
          </p>
        )}
      </form>

      <section aria-labelledby="qr-preview-title" className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-7 lg:sticky lg:top-24">
        <h3 id="qr-preview-title" className="scroll-mt-24 text-lg font-bold text-navy-900">
          {t('previewTitle')}
        </h3>
        <div aria-live="polite">
          {generated ? (
            <>
              {stale && (
                <p role="status" className="mt-4 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-700">
                  {t('stale')}
                </p>
              )}
              <figure data-testid="qr-label" className="mt-5 flex flex-col items-center gap-5 rounded-2xl border-2 border-navy-900 p-5 sm:flex-row sm:items-start">
                <svg
                  role="img"
                  aria-label={t('qrLabel', { name: generated.asset.name, id: generated.asset.id })}
                  viewBox={`-4 -4 ${generated.matrix.size + 8} ${generated.matrix.size + 8}`}
                  shapeRendering="crispEdges"
                  className="size-44 shrink-0 bg-white sm:size-48"
                >
                  <rect x="-4" y="-4" width={generated.matrix.size + 8} height={generated.matrix.size + 8} fill="#fff" />
                  <path d={qrPath(generated.matrix)} fill="#0b1f3a" />
                </svg>
                <figcaption className="min-w-0 flex-1 text-center sm:text-start">
                  <p className="text-xl font-bold break-words text-navy-900">{generated.asset.name}</p>
                  <dl className="mt-3 grid gap-1.5 text-sm">
                    <Detail label={words.id} value={generated.asset.id} />
                    <Detail label={words.category} value={categoryLabel(generated.asset.category)} />
                    {generated.asset.location && <Detail label={words.location} value={generated.asset.location} />}
                    {generated.asset.description && <Detail label={words.description} value={generated.asset.description} />}
                  </dl>
                  <p className="mt-4 text-xs font-semibold text-teal-700">{t('scanHint')}</p>
                </figcaption>
              </figure>
              <div className="mt-5 grid gap-3 sm:grid-cols-2">
                <Button onClick={() => void download()}>
                  <Download aria-hidden />
                  {t('download')}
                </Button>
                <Button variant="outline" onClick={() => void copyLink()}>
                  <Copy aria-hidden />
                  {t('copyLink')}
                </Button>
              </div>
              {manualLink && (
                <div className="mt-4">
                  <Label htmlFor="qrLink">{t('linkLabel')}</Label>
                  <Input id="qrLink" readOnly dir="ltr" value={manualLink} onFocus={(event) => event.currentTarget.select()} />
                </div>
              )}
            </>
          ) : (
            <div className="mt-5 flex min-h-64 flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-line p-6 text-center">
              <QrCode aria-hidden className={cx('size-12 text-navy-100', busy && 'animate-pulse')} />
              <p className="max-w-xs text-sm text-muted">{t('previewEmpty')}</p>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-center gap-x-1.5 sm:justify-start">
      <dt className="text-muted">{label}:</dt>
      <dd className="font-medium break-words text-ink">{value}</dd>
    </div>
  );
}
