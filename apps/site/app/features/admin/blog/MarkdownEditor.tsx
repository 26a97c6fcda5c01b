import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { Tabs } from '@tembo/ui';
import { FormTextArea } from '../../../lib/forms/FormTextArea.tsx';
import { Markdown } from '../../../lib/markdown/Markdown.tsx';
import * as styles from '../editor/forms.css.ts';

/** Only what is needed to see a preview, never the whole text as rendered HTML in the form. */
function Preview({ control }: { control: Control<FieldValues> }) {
  const content = useWatch({ control, name: 'content' }) ?? '';
  return content.trim() === '' ? (
    <p className={styles.help}>Nothing to preview yet. Write the post first.</p>
  ) : (
    <Markdown>{content}</Markdown>
  );
}

/**
 * The post's text in markdown, with a preview rendered exactly as the public post page renders
 * it (the shared Markdown component: no raw HTML). The tab says "Preview text": the editor's
 * "Preview" button shows the whole page (docs/decisions.md#editor-preview).
 */
export function MarkdownEditor({ control }: { control: Control<FieldValues> }) {
  return (
    <Tabs
      aria-label="Post text"
      tabs={[
        {
          id: 'write',
          title: 'Write',
          content: (
            <FormTextArea
              control={control}
              name="content"
              label="Text (markdown)"
              description="Markdown: # Heading, **bold**, *italic*, - lists, [link text](https://…). HTML is not shown."
              rows={18}
            />
          ),
        },
        { id: 'preview', title: 'Preview text', content: <Preview control={control} /> },
      ]}
    />
  );
}
