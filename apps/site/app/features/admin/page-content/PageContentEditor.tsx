import { zodResolver } from '@hookform/resolvers/zod';
import {
  contactInfoSchema,
  heroContentSchema,
  usePageContentSaveMutation,
  usePageSectionIdQuery,
  type ContactInfoFormValues,
  type HeroContentFormValues,
} from '@tembo/data/admin';
import type { ContactInfoContent, HeroContent, PageSectionId } from '@tembo/data';
import { siteConfig } from '../../../config/site.config.ts';
import { FormTextArea } from '../../../lib/forms/FormTextArea.tsx';
import { FormTextField } from '../../../lib/forms/FormTextField.tsx';
import { AdminFormFrame } from '../editor/AdminFormFrame.tsx';
import { useAdminFormState } from '../editor/use-admin-form.ts';
import { useUnsavedChanges } from '../editor/use-unsaved-changes.ts';
import { UnsavedChangesPrompt } from '../editor/UnsavedChangesPrompt.tsx';
import { HistoryPanel } from '../history/HistoryPanel.tsx';
import { AdminPageHeader } from '../common/AdminPageHeader.tsx';
import { AdminSection } from '../common/AdminSection.tsx';
import { loadState } from '../common/load-state.tsx';
import { CarouselImagesField } from './CarouselImagesField.tsx';
import { useSectionQuery } from './use-section-query.ts';

const heroResolver = zodResolver(heroContentSchema, undefined, { raw: true });
const contactResolver = zodResolver(contactInfoSchema, undefined, { raw: true });

const heroDefaults: HeroContent = siteConfig.hero;
const contactDefaults: ContactInfoContent = siteConfig.contact;

/** A section's history, once it has been saved (a row to have a history). */
function SectionHistory({
  section,
  what,
  onBeforeRestore,
}: {
  section: PageSectionId;
  what: string;
  onBeforeRestore: () => void;
}) {
  const { data: id } = usePageSectionIdQuery(section);
  return id ? (
    <HistoryPanel
      table="page_content"
      id={id}
      what={what}
      title={`History of the ${what}`}
      onBeforeRestore={onBeforeRestore}
    />
  ) : null;
}

/** Both sections' editors on one page, with one unsaved-changes guard for the two. */
function Editors({ hero, contact }: { hero: HeroContent; contact: ContactInfoContent }) {
  const save = usePageContentSaveMutation();
  let allow = () => {};
  const heroForm = useAdminFormState(
    {
      resolver: heroResolver,
      initialValues: hero as HeroContentFormValues,
      draftKey: 'page-content:home/hero',
      fields: ['title', 'subtitle', 'carousel_images'],
      save: (content: HeroContentFormValues) => save.mutateAsync({ section: 'home/hero', content }),
      savedMessage: 'The home page hero is saved.',
    },
    () => allow(),
  );
  const contactForm = useAdminFormState(
    {
      resolver: contactResolver,
      initialValues: contact as ContactInfoFormValues,
      draftKey: 'page-content:contact/info',
      fields: ['address', 'phone', 'email'],
      save: (content: ContactInfoFormValues) =>
        save.mutateAsync({ section: 'contact/info', content }),
      savedMessage: 'The contact details are saved.',
    },
    () => allow(),
  );
  const { blocker, allowNextNavigation } = useUnsavedChanges(
    heroForm.isDirty || contactForm.isDirty,
  );
  allow = allowNextNavigation;

  return (
    <>
      <AdminSection title="Home page hero">
        <AdminFormFrame admin={heroForm} label="Home page hero" submitLabel="Save the hero">
          <FormTextField control={heroForm.form.control} name="title" label="Title" isRequired />
          <FormTextArea
            control={heroForm.form.control}
            name="subtitle"
            label="Subtitle"
            isRequired
            rows={3}
          />
          <CarouselImagesField control={heroForm.form.control} />
        </AdminFormFrame>
        <SectionHistory
          section="home/hero"
          what="home page hero"
          onBeforeRestore={() => heroForm.form.reset()}
        />
      </AdminSection>
      <AdminSection title="Contact details">
        <AdminFormFrame
          admin={contactForm}
          label="Contact details"
          submitLabel="Save the contact details"
        >
          <FormTextArea
            control={contactForm.form.control}
            name="address"
            label="Address"
            isRequired
            rows={2}
          />
          <FormTextField
            control={contactForm.form.control}
            name="phone"
            label="Phone"
            type="tel"
            isRequired
          />
          <FormTextField
            control={contactForm.form.control}
            name="email"
            label="Email"
            type="email"
            isRequired
          />
        </AdminFormFrame>
        <SectionHistory
          section="contact/info"
          what="contact details"
          onBeforeRestore={() => contactForm.form.reset()}
        />
      </AdminSection>
      <UnsavedChangesPrompt blocker={blocker} />
    </>
  );
}

/** /admin/page-content: the home page hero and the contact details. */
export function PageContentEditor() {
  const hero = useSectionQuery('home/hero', heroDefaults);
  const contact = useSectionQuery('contact/info', contactDefaults);
  // Placeholders until both have loaded, then the first one's error.
  const failed = {
    isError: !hero.isPending && !contact.isPending,
    error: hero.error ?? contact.error,
  };
  return (
    <>
      <AdminPageHeader
        title="Page content"
        description="The words and pictures of the home page hero, and the contact details shown on the contact page and in the footer."
      />
      {hero.isSuccess && contact.isSuccess ? (
        <Editors hero={hero.data} contact={contact.data} />
      ) : (
        loadState(failed, 'Loading the page content', 'The page content could not be loaded.')
      )}
    </>
  );
}
