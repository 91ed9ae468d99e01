export { Footer } from './ui/footer';
export { FOOTER_SECTIONS, type FooterLink, type FooterSection } from './model/footer-links';
export { useFooterLabels } from './ui/use-footer-labels';
