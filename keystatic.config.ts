// The browser editor's configuration, where @keystatic/astro looks for it (src/lib/content/editor/).
export { editorConfig as default } from './src/lib/content/editor/editor-config.ts';
