import type { Metadata } from 'next';
import { checklistPage, checklistTemplates } from '@/content/tools';
import { ChecklistGenerator } from '@/features/tools/checklist-generator';
import { ChecklistIllustration } from '@/features/tools/illustrations';
import { IslandMessages } from '@/components/site/island-messages';
import { MethodSection, ToolCta, ToolHero, ToolSection } from '@/features/tools/tool-sections';
import { localizedMetadata, resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';

export function generateMetadata({ params }: PageProps<'/[locale]/resources/checklist-generator'>): Promise<Metadata> {
  return localizedMetadata(params, checklistPage.meta, '/resources/checklist-generator');
}

export default async function ChecklistGeneratorPage({ params }: PageProps<'/[locale]/resources/checklist-generator'>) {
  const locale = await resolvePageLocale(params);
  const templates = checklistTemplates.map((template) => ({
    id: template.id,
    category: template.category,
    title: template.title[locale],
    description: template.description[locale],
    items: template.items.map((item) => item[locale]),
  }));
  return (
    <>
      <ToolHero locale={locale} page={checklistPage} aside={<ChecklistIllustration />} />
      <ToolSection id="generator" locale={locale} page={checklistPage}>
        <IslandMessages locale={locale} namespaces={['Tools.common', 'Tools.checklist']}>
          <ChecklistGenerator templates={templates} />
        </IslandMessages>
      </ToolSection>
      <MethodSection id="tips" locale={locale} page={checklistPage} />
      <ToolCta id="checklist-cta" locale={locale} page={checklistPage} />
      <PhoneActionBar locale={locale} page={'/resources/checklist-generator'} />
    </>
  );
}
