import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './eslint.boundaries.js';

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      'data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Which part may import which, for every file (eslint.boundaries.js, the table of
    // docs/architecture.md): among them, the server side never imports pages, components or layouts, so
    // it runs in plain Node without Astro, and islands never import the server side, so no server code
    // reaches a browser bundle.
    files: ['**/*.{ts,tsx,astro,mjs,js}'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/imports': 'error' },
  },
  {
    // The booking, the contact endpoint and store, and the two forms are read in one sitting: no
    // function longer than a screen and a half, so each step of a request stays in view.
    files: [
      'src/server/booking/**/*.ts',
      'src/server/contact/*.ts',
      'src/server/contact/store/*.ts',
      'src/server/http/message-request.ts',
      'src/components/islands/{ContactForm,BookingForm}.tsx',
      'src/components/islands/{form-parts,booking-form}/*.{ts,tsx}',
    ],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
);
