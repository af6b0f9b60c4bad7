import type { Nodes, Root } from 'mdast';

/**
 * A piece's own link that offers the free consultation ("[Book a free consultation](/contact)")
 * leads where the site's consultation buttons lead (src/lib/therapists/next-step.ts): the booking, in the
 * same tab, while the practice books here; the contact page, as written, otherwise. The words stay the
 * writer's. A link to the contact page under other words ("through our [contact page](/contact)") still
 * goes there: its words name that page.
 */
export interface ConsultationLinksOptions {
  /** The contact page's address, which the pieces write. */
  contact: string;
  /** Where the consultation is booked: the contact page itself while the practice does not book here. */
  consultation: string;
}

/** Words that offer the consultation rather than name a page. */
const OFFERS_CONSULTATION = /\bconsultation\b/i;

/** The words a node shows. */
function shownWords(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? node.children.map((child) => shownWords(child)).join('') : '';
}

function visitLinks(node: Nodes, options: ConsultationLinksOptions): void {
  if (node.type === 'link' && node.url === options.contact && OFFERS_CONSULTATION.test(shownWords(node))) {
    node.url = options.consultation;
  }
  if ('children' in node) for (const child of node.children) visitLinks(child, options);
}

export default function remarkConsultationLinks(options: ConsultationLinksOptions) {
  return (tree: Root) => {
    if (options.consultation !== options.contact) visitLinks(tree, options);
  };
}
