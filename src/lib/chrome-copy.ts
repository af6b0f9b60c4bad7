/**
 * The words of the site's chrome (the skip link, the header and its phone menu, the search button, the
 * theme toggle, the footer) in each language a page may be in, so a page in Spanish is Spanish from its
 * skip link to its footer. A page's language is its page registry entry's (`pageLocale`). The pages' names
 * in the menu and the footer are the registry's, put into Spanish here by their English words; a name
 * this module does not know stays English, and is marked so. What stays English on a Spanish page (the
 * practice's own words, the consultation's one label) is marked `lang` where it is shown.
 */
import { SITE } from '#practice';
import { pageLocale, staticPage } from './pages/registry.ts';

export type ChromeLanguage = 'en' | 'es';

interface ChromeWords {
  skipLink: string;
  /** The landmarks' names: the wide header's links and the phone's menu. */
  mainNav: string;
  menuNav: string;
  openMenu: string;
  closeMenu: string;
  search: string;
  theme: string;
  themes: { system: string; light: string; dark: string };
  /** The footer's two columns. */
  explore: string;
  notices: string;
  rights: string;
  knowledgePartner: string;
  /** The call link: its verb, the words before the number, and where the office answers in another language. */
  call: { verb: string; before: string; note?: string; noteSentence?: string };
}

const WORDS: Record<ChromeLanguage, ChromeWords> = {
  en: {
    skipLink: 'Skip to main content',
    mainNav: 'Main',
    menuNav: 'Main menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    search: 'Search',
    theme: 'Theme',
    themes: { system: 'System', light: 'Light', dark: 'Dark' },
    explore: 'Explore',
    notices: 'Notices',
    rights: 'All rights reserved.',
    knowledgePartner: 'Knowledge partner',
    call: { verb: 'Call', before: '' },
  },
  // A reader of a Spanish page looks for "Llamar", and is told the office answers in English, so nobody
  // calls expecting Spanish.
  es: {
    skipLink: 'Saltar al contenido principal',
    mainNav: 'Principal',
    menuNav: 'Menú principal',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    search: 'Buscar',
    theme: 'Tema',
    themes: { system: 'Sistema', light: 'Claro', dark: 'Oscuro' },
    explore: 'Explorar',
    notices: 'Avisos',
    rights: 'Todos los derechos reservados.',
    knowledgePartner: 'Socio de conocimiento',
    call: { verb: 'Llamar', before: 'al ', note: 'en inglés', noteSentence: 'atienden en inglés' },
  },
};

/** The page registry's names of the pages, in Spanish, by their English words. */
const PAGE_NAMES_ES: Record<string, string> = {
  Home: 'Inicio',
  About: 'Quiénes somos',
  'Our Therapists': 'Nuestros terapeutas',
  Services: 'Servicios',
  'Fees and Insurance': 'Tarifas y seguros',
  Blog: 'Blog',
  Answers: 'Respuestas',
  FAQ: 'Preguntas frecuentes',
  'For Teens': 'Para jóvenes',
  Contact: 'Contacto',
  Español: 'Español',
  'Privacy Policy': 'Política de privacidad',
  'Terms of Service': 'Condiciones del servicio',
  'Good Faith Estimate': 'Estimación de buena fe',
  'Notice of Privacy Practices': 'Aviso de prácticas de privacidad',
  'Notice of Client Rights': 'Aviso de derechos del cliente',
  Accessibility: 'Accesibilidad',
};

/** The site's own language ("en"), the one its chrome is written in first. */
export const SITE_LANGUAGE = SITE.locale.split('-')[0]!;

/** The language of the page at an address: its registry entry's, else the site's. */
export function pageLanguage(path: string): string {
  return pageLocale(staticPage(path), SITE.locale).split('-')[0]!;
}

/** The language the chrome of the page at an address speaks: the page's, where this module has its words. */
export function chromeLanguage(path: string): ChromeLanguage {
  return pageLanguage(path) === 'es' ? 'es' : 'en';
}

export function chromeWords(language: ChromeLanguage): ChromeWords {
  return WORDS[language];
}

/**
 * A page's name as the chrome of a page in `language` shows it, and the language to mark it with when it
 * is not that one (a name without a Spanish one stays English on a Spanish page).
 */
export function pageName(label: string, language: ChromeLanguage): { label: string; lang?: string } {
  if (language === 'en') return { label };
  const spanish = PAGE_NAMES_ES[label];
  return spanish ? { label: spanish } : { label, lang: SITE_LANGUAGE };
}
