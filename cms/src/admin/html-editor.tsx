import { memo, type ReactNode } from 'react';
import { Field } from '@strapi/design-system';
import { useField } from '@strapi/strapi/admin';
import { CKEditor } from '@ckeditor/ckeditor5-react';
import {
  Autoformat,
  BlockQuote,
  Bold,
  ClassicEditor,
  Essentials,
  GeneralHtmlSupport,
  Heading,
  HorizontalLine,
  Image,
  ImageCaption,
  Italic,
  Link,
  List,
  Paragraph,
  PasteFromOffice,
  Strikethrough,
  Table,
  TableToolbar,
  Underline,
  type EditorConfig,
} from 'ckeditor5';
import 'ckeditor5/ckeditor5.css';

/**
 * The post body's editor in the Strapi panel: CKEditor 5 from the npm package, built into the
 * panel, so it writes HTML (`<strong>`, `<h2>`, lists, tables) and loads nothing from another
 * host. The GPL licence key is the self-hosted one: no licence check or usage call leaves the
 * panel. The server's save hook still sanitises whatever arrives (docs/decisions/0019).
 */
const CONFIG: EditorConfig = {
  licenseKey: 'GPL',
  plugins: [
    Essentials,
    Autoformat,
    Paragraph,
    Heading,
    Bold,
    Italic,
    Underline,
    Strikethrough,
    Link,
    List,
    BlockQuote,
    HorizontalLine,
    Table,
    TableToolbar,
    Image,
    ImageCaption,
    PasteFromOffice,
    GeneralHtmlSupport,
  ],
  toolbar: [
    'undo',
    'redo',
    '|',
    'heading',
    '|',
    'bold',
    'italic',
    'underline',
    'strikethrough',
    '|',
    'link',
    'bulletedList',
    'numberedList',
    'blockQuote',
    'insertTable',
    'horizontalLine',
  ],
  heading: {
    options: [
      { model: 'paragraph', title: 'Paragraph', class: 'ck-heading_paragraph' },
      { model: 'heading2', view: 'h2', title: 'Heading 2', class: 'ck-heading_heading2' },
      { model: 'heading3', view: 'h3', title: 'Heading 3', class: 'ck-heading_heading3' },
      { model: 'heading4', view: 'h4', title: 'Heading 4', class: 'ck-heading_heading4' },
    ],
  },
  table: { contentToolbar: ['tableColumn', 'tableRow', 'mergeTableCells'] },
  // Markup stored before (or written through the staff admin) that the toolbar cannot make is
  // kept as it is rather than dropped on the next panel save: the sanitiser's tags and styles.
  htmlSupport: {
    allow: [
      {
        name: /^(h[1-6]|p|br|hr|blockquote|pre|code|strong|b|em|i|u|s|sub|sup|mark|small|span|div|ul|ol|li|a|img|figure|figcaption|table|thead|tbody|tfoot|tr|th|td|caption|colgroup|col)$/,
        attributes: /^(href|title|target|rel|src|alt|width|height|colspan|rowspan|scope|start|type)$/,
        styles: /^(text-align|text-decoration|font-weight|font-style)$/,
      },
    ],
  },
};

type HtmlEditorProps = {
  name: string;
  label?: ReactNode;
  hint?: ReactNode;
  labelAction?: ReactNode;
  required?: boolean;
  disabled?: boolean;
};

function HtmlEditor({ name, label, hint, labelAction, required = false, disabled = false }: HtmlEditorProps) {
  const field = useField<string | null>(name);
  return (
    <Field.Root name={name} id={name} error={field.error} hint={hint} required={required}>
      <Field.Label action={labelAction}>{label ?? name}</Field.Label>
      <div className="estate-html-editor">
        <CKEditor
          editor={ClassicEditor}
          config={CONFIG}
          data={field.value ?? ''}
          disabled={disabled}
          onChange={(_event, editor) => field.onChange(name, editor.getData())}
        />
      </div>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
}

export default memo(HtmlEditor);
