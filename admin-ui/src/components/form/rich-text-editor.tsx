/*
 * TinyMCE, self-hosted from the tinymce package and bundled into its own chunk; this module is
 * only ever loaded lazily by RichTextField (a post's article and its translations). No CDN, no API
 * key: GPL licence.
 */
import 'tinymce/tinymce';
import 'tinymce/models/dom/model';
import 'tinymce/themes/silver';
import 'tinymce/icons/default';
import 'tinymce/skins/ui/oxide/skin';
import 'tinymce/skins/ui/oxide/content';
import 'tinymce/skins/content/default/content';
import 'tinymce/plugins/autolink';
import 'tinymce/plugins/code';
import 'tinymce/plugins/image';
import 'tinymce/plugins/link';
import 'tinymce/plugins/lists';
import 'tinymce/plugins/table';
import jostUrl from '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2?url';
import cormorantUrl from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url';
import { Editor } from '@tinymce/tinymce-react';
import { uploadImage } from '@/lib/upload-image';

// The editing area is an iframe: it needs the site's fonts declared inside it.
const CONTENT_STYLE = `
  @font-face { font-family: 'Jost Variable'; font-style: normal; font-display: swap; font-weight: 100 900; src: url(${jostUrl}) format('woff2-variations'); }
  @font-face { font-family: 'Cormorant Garamond Variable'; font-style: normal; font-display: swap; font-weight: 300 700; src: url(${cormorantUrl}) format('woff2-variations'); }
  body { font-family: 'Jost Variable', 'Jost', system-ui, sans-serif; font-size: 16px; line-height: 1.7; color: #16191d; margin: 16px 20px; }
  h2, h3 { font-family: 'Cormorant Garamond Variable', 'Cormorant Garamond', serif; font-weight: 600; }
  img { max-width: 100%; height: auto; }
  a { color: #7a5d34; }
`;

/** Pick an image from disk for the image dialog, upload it, and hand back its stored path. */
function pickImage(callback: (url: string, meta?: Record<string, string>) => void) {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = 'image/*';
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (!file) return;
    uploadImage(file)
      .then((path) => callback(path, { alt: file.name.replace(/\.[^.]+$/, '') }))
      .catch((error: unknown) => console.warn('Image upload failed:', error instanceof Error ? error.message : error));
  });
  input.click();
}

export default function RichTextEditor({
  id,
  value,
  onChange,
  onNormalize,
  labelledBy,
  lang,
  dir,
}: {
  id: string;
  value: string;
  onChange: (html: string) => void;
  /** The stored HTML as the editor writes it back; differences there are not the user's changes. */
  onNormalize: (html: string) => void;
  labelledBy: string;
  /** The language of the text written (a translation's), given to the editing area. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}) {
  return (
    <Editor
      id={id}
      licenseKey="gpl"
      value={value}
      onInit={(_event, editor) => onNormalize(editor.getContent())}
      onEditorChange={(html) => onChange(html)}
      init={{
        height: 400,
        menubar: false,
        branding: false,
        promotion: false,
        statusbar: true,
        elementpath: false,
        // The oxide skin and the default content CSS come from the imports above (tinymce.Resource).
        skin: 'oxide',
        content_css: 'default',
        content_style: CONTENT_STYLE,
        plugins: 'autolink code image link lists table',
        toolbar:
          'undo redo | blocks | bold italic underline | alignleft aligncenter alignright | bullist numlist | link image table | removeformat code',
        block_formats: 'Paragraph=p; Heading=h2; Subheading=h3; Quote=blockquote',
        // Only images can be picked from disk (admin spec §5).
        file_picker_types: 'image',
        file_picker_callback: (callback) => pickImage(callback),
        image_title: true,
        // Pasted pictures are uploaded as soon as they land; the form also replaces any data: URL left before saving.
        paste_data_images: true,
        automatic_uploads: true,
        images_upload_handler: (blobInfo) => uploadImage(blobInfo.blob(), blobInfo.filename()),
        // Keep stored paths exactly as /uploads/... on the same origin.
        relative_urls: false,
        remove_script_host: true,
        convert_urls: false,
        iframe_aria_text: 'Content. Press ALT-0 for help.',
        ...(dir ? { directionality: dir } : {}),
        setup: (editor) => {
          editor.on('init', () => {
            editor.getContainer()?.setAttribute('aria-labelledby', labelledBy);
            // Screen readers and the browser's spelling and fonts follow the text's language.
            if (lang) editor.getBody().setAttribute('lang', lang);
          });
        },
      }}
    />
  );
}
